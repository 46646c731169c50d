import { LineUnitPrice } from './LineUnitPrice.tsx';
import { useSignals } from '@preact/signals-react/runtime';
import { lineLimit, type CartLine } from '../core/cart.ts';
import type { CartNotice } from '../core/cart-reconcile.ts';
import { formatMoney, multiplyMoney } from '../core/money.ts';
import { maxCountPerLine } from '../core/shop/count-input.ts';
import { shopPaths } from '../core/shop/shop-paths.ts';
import { t } from '../i18n/index.ts';
import { cartNoticeText } from './cart-notice-text.ts';
import { CountField } from './CountField.tsx';
import { LineChoices } from './LineChoices.tsx';
import { useShop } from './shop-context.ts';

interface CartLineItemProps {
  line: CartLine;
  /** What the check against the product data changed on this line. */
  notices: CartNotice[];
  onCount(count: number): void;
  onRemove(): void;
}

/** One line of the cart: what it is, its count (− field +), its total and a way to remove it. */
export function CartLineItem({ line, notices, onCount, onRemove }: CartLineItemProps) {
  useSignals();
  const { lang, root } = useShop();
  const name = line.product.display_name;
  const limit = lineLimit(line);
  const atStockLimit = line.count >= limit && limit < maxCountPerLine;
  const limitId = `cart-limit-${line.cartId}`;
  const problemId = `cart-problem-${line.cartId}`;
  return (
    <li className={line.unavailable ? 'cart-line cart-line--unavailable' : 'cart-line'} data-cart-line={line.cartId} aria-describedby={line.unavailable ? problemId : undefined}>
      {line.product.image ? <img className="cart-line__image" src={line.product.image} alt="" width={64} height={64} loading="lazy" decoding="async" /> : <span className="cart-line__image" aria-hidden="true" />}
      <div className="cart-line__info">
        <p className="cart-line__name">{line.product.slug ? <a href={shopPaths(root).product(line.product.slug)}>{name}</a> : name}</p>
        <LineChoices line={line} className="cart-line__choices" noteClassName="cart-line__no-withdrawal" />
        <p className="cart-line__unit">
          {t('cartPage.unitPrice')}: {formatMoney(line.priceBrutto, lang)}
          <LineUnitPrice line={line} lang={lang} />
        </p>
        {notices.map((notice, index) => (
          <p key={index} className="cart-line__notice">
            {cartNoticeText(notice, lang)}
          </p>
        ))}
        {line.unavailable ? (
          <p className="cart-line__problem" id={problemId}>
            {t(`cartPage.unavailable.${line.unavailable}`)}
          </p>
        ) : null}
      </div>
      {line.unavailable ? (
        <p className="cart-line__stepper">
          {t('shop.count')}: {line.count}
        </p>
      ) : (
        <div className="cart-line__stepper">
          <button
            type="button"
            className="cart-line__step"
            aria-label={t('cartPage.decrease', { name })}
            // aria-disabled, not disabled: the focus stays on the button when it reaches the end.
            aria-disabled={line.count <= 1}
            onClick={() => line.count > 1 && onCount(line.count - 1)}
          >
            −
          </button>
          <CountField
            id={`cart-count-${line.cartId}`}
            className="cart-line__count"
            label={t('shop.count')}
            count={line.count}
            max={Math.max(line.count, limit)}
            onChange={(count) => {
              if (count !== null && count !== line.count) onCount(count);
            }}
          />
          <button
            type="button"
            className="cart-line__step"
            aria-label={t('cartPage.increase', { name })}
            aria-disabled={line.count >= limit}
            aria-describedby={atStockLimit ? limitId : undefined}
            onClick={() => line.count < limit && onCount(line.count + 1)}
          >
            +
          </button>
          {atStockLimit ? (
            <p className="cart-line__limit" id={limitId}>
              {t('cartPage.stockLimit', { count: limit })}
            </p>
          ) : null}
        </div>
      )}
      <p className="cart-line__price">
        <span className="visually-hidden">{t('cartPage.lineTotal')}: </span>
        {line.unavailable ? t('cartPage.notOrderable') : formatMoney(multiplyMoney(line.priceBrutto, line.count), lang)}
      </p>
      <button type="button" className="link-button cart-line__remove" onClick={onRemove}>
        {t('shop.removeLine', { name })}
      </button>
    </li>
  );
}
