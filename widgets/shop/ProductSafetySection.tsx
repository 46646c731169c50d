import { Fragment } from 'react';
import { electronicAddressHref } from '../core/catalog/product-safety.ts';
import type { ProductDetail } from '../core/shop/types.ts';
import { t } from '../i18n/index.ts';
import { BatteryNotice } from './BatteryNotice.tsx';
import { useShop } from './shop-context.ts';

/** Lines of an address; a line that is an e-mail or https address is a link to it. */
function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line, index) => {
        const href = electronicAddressHref(line);
        return (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {href ? <a href={href}>{line}</a> : line}
          </Fragment>
        );
      })}
    </>
  );
}

/**
 * What a product page must name for the product's safety (GPSR Art. 19): the manufacturer with its
 * postal and electronic address, the person responsible in the EU for a maker outside it, the
 * warnings; and for a product that holds batteries, where they go back (BattDG).
 */
export function ProductSafetySection({ product }: { product: Pick<ProductDetail, 'safety' | 'containsBatteries'> }) {
  const { batteryInfoPath } = useShop();
  const { manufacturer, euResponsiblePerson, safetyInformation } = product.safety;
  if (!manufacturer && euResponsiblePerson.length === 0 && safetyInformation.length === 0 && !product.containsBatteries) return null;
  const href = manufacturer ? electronicAddressHref(manufacturer.electronicAddress) : null;
  // Left out of the search index: nobody searches for a maker's street, and every product of the maker would match it.
  return (
    <section className="product-safety" aria-labelledby="safety-heading" data-pagefind-ignore="index">
      <h2 id="safety-heading">{t('shop.safety')}</h2>
      {/* The spaces after each dt keep label and text apart as words for the site search (Pagefind joins them); between blocks they show nothing. */}
      <dl className="product-safety__facts">
        {manufacturer ? (
          <div>
            <dt>{t('shop.manufacturerAddress')}</dt>{' '}
            <dd>
              <Lines lines={[manufacturer.name, ...manufacturer.postalAddress]} />
              {manufacturer.electronicAddress ? (
                <>
                  <br />
                  {href ? <a href={href}>{manufacturer.electronicAddress}</a> : manufacturer.electronicAddress}
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {euResponsiblePerson.length > 0 ? (
          <div>
            <dt>{t('shop.euResponsible')}</dt>{' '}
            <dd>
              <Lines lines={euResponsiblePerson} />
            </dd>
          </div>
        ) : null}
        {safetyInformation.length > 0 ? (
          <div>
            <dt>{t('shop.safetyInformation')}</dt>{' '}
            <dd>
              {safetyInformation.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {product.containsBatteries ? <BatteryNotice className="battery-notice" batteryInfoPath={batteryInfoPath} /> : null}
    </section>
  );
}
