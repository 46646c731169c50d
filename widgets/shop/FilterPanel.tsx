import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { productSorts, type FilterKind } from '../core/catalog/shop-settings.ts';
import type { ListSort, ShopFilters, ShopTaxonomy } from '../core/shop/types.ts';
import { activeFilterCount, priceBoundOf } from '../core/shop/filters.ts';
import { intlLocaleOf, type Language } from '../core/languages.ts';
import type { Money } from '../core/money.ts';
import { t } from '../i18n/index.ts';
import { filterOptions } from './filter-options.ts';
import { useShop } from './shop-context.ts';

interface FilterPanelProps {
  taxonomy: ShopTaxonomy;
  filters: ShopFilters;
  onChange(patch: Partial<ShopFilters>): void;
}

/*
 * Every filter control is autocomplete="off": the filters are the address's, not the browser's.
 * Back to a list page the browser would otherwise restore the boxes ticked on the page it left,
 * by their place in the page, onto this build's other boxes (the runtime takes a field changed
 * before it started for the visitor's input), and filter by something nobody chose.
 */
const toggled = (list: readonly string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((entry) => entry !== value));

function CheckboxGroup({ legend, options, chosen, onToggle }: { legend: string; options: Array<{ value: string; label: string }>; chosen: readonly string[]; onToggle(value: string, on: boolean): void }) {
  if (options.length === 0) return null;
  return (
    <fieldset className="shop-filter shop-filter--checkboxes">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input type="checkbox" autoComplete="off" checked={chosen.includes(option.value)} onChange={(event) => onToggle(option.value, event.currentTarget.checked)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** One choice out of a list (category, tag), with a first entry for "any". */
function SelectFilter({ label, anyLabel, value, options, onChange }: { label: string; anyLabel: string; value: string | null; options: ReadonlyArray<{ slug: string; displayName: string }>; onChange(slug: string | null): void }) {
  if (options.length === 0) return null;
  return (
    <label className="shop-filter">
      {label}
      <select autoComplete="off" value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || null)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.displayName}
          </option>
        ))}
      </select>
    </label>
  );
}

const decimalSeparators = new Map<Language, string>();

/**
 * A price as the page's language writes it in a field ("24,00" in German and French, "24.00" in
 * English), without thousands separators: what the field shows reads back as the same price.
 */
function priceFieldText(amount: Money | null | undefined, lang: Language): string {
  if (!amount) return '';
  let separator = decimalSeparators.get(lang);
  if (separator === undefined) {
    separator = new Intl.NumberFormat(intlLocaleOf[lang]).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimalSeparators.set(lang, separator);
  }
  return amount.replace('.', separator);
}

/** The price range as two fields applied together, so typing does not reload the list on every key. */
function PriceFilter({ filters, bounds, onChange }: { filters: ShopFilters; bounds: ShopTaxonomy['priceBounds']; onChange: FilterPanelProps['onChange'] }) {
  const { lang } = useShop();
  const [min, setMin] = useState(() => priceFieldText(filters.priceMin, lang));
  const [max, setMax] = useState(() => priceFieldText(filters.priceMax, lang));
  useEffect(() => {
    setMin(priceFieldText(filters.priceMin, lang));
    setMax(priceFieldText(filters.priceMax, lang));
  }, [filters.priceMin, filters.priceMax, lang]);
  // A field the visitor filled with something that is no price is named, not silently ignored.
  const [invalid, setInvalid] = useState<'min' | 'max' | null>(null);
  const minField = useRef<HTMLInputElement>(null);
  const maxField = useRef<HTMLInputElement>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const priceMin = priceFilterValue(min);
    const priceMax = priceFilterValue(max);
    const wrong = priceMin === undefined ? 'min' : priceMax === undefined ? 'max' : null;
    setInvalid(wrong);
    if (wrong) {
      (wrong === 'min' ? minField : maxField).current?.focus();
      return;
    }
    onChange({ priceMin: priceMin ?? null, priceMax: priceMax ?? null });
  };
  const field = (which: 'min' | 'max') => ({
    'aria-invalid': invalid === which || undefined,
    'aria-describedby': invalid === which ? 'shop-price-invalid' : undefined,
  });
  return (
    <form className="shop-filter shop-filter--price" onSubmit={apply} aria-label={t('shop.price')} autoComplete="off" noValidate>
      <fieldset>
        <legend>{t('shop.price')}</legend>
        <label>
          {t('shop.priceMin')}
          <input ref={minField} type="text" inputMode="decimal" value={min} placeholder={priceFieldText(bounds?.lowest, lang)} onChange={(event) => setMin(event.currentTarget.value)} {...field('min')} />
        </label>
        <label>
          {t('shop.priceMax')}
          <input ref={maxField} type="text" inputMode="decimal" value={max} placeholder={priceFieldText(bounds?.highest, lang)} onChange={(event) => setMax(event.currentTarget.value)} {...field('max')} />
        </label>
        {invalid ? (
          <p id="shop-price-invalid" className="form-error" role="alert">
            {t('shop.priceInvalid')}
          </p>
        ) : null}
        <button type="submit" className="button button--small">
          {t('shop.applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}

/** A typed price bound, written either way ("12,5" and "12.5" read as 12.50): null when left empty, undefined when it is no price ("abc", "1e5"). */
function priceFilterValue(value: string): string | null | undefined {
  const normalised = value.trim().replace(',', '.');
  return normalised ? (priceBoundOf(normalised) ?? undefined) : null;
}

/** The filters the shop settings enable, in their order. Every change is a new URL. */
export function FilterPanel({ taxonomy, filters, onChange }: FilterPanelProps) {
  const { settings } = useShop();
  const options = filterOptions(taxonomy, settings, filters);
  const shown = new Set<FilterKind>(settings.filters);
  const parts: Record<FilterKind, () => ReactNode> = {
    category: () => (
      <SelectFilter
        label={t('shop.category')}
        anyLabel={t('shop.allCategories')}
        value={filters.category}
        options={options.categories}
        onChange={(category) => onChange({ category, subcategories: [] })}
      />
    ),
    subcategory: () => (
      <CheckboxGroup
        legend={t('shop.subcategory')}
        options={options.subcategories.map((entry) => ({ value: entry.slug, label: entry.displayName }))}
        chosen={filters.subcategories}
        onToggle={(value, on) => onChange({ subcategories: toggled(filters.subcategories, value, on) })}
      />
    ),
    manufacturer: () => (
      <CheckboxGroup
        legend={t('shop.manufacturer')}
        options={options.manufacturers.map((entry) => ({ value: entry.slug, label: entry.displayName }))}
        chosen={filters.manufacturers}
        onToggle={(value, on) => onChange({ manufacturers: toggled(filters.manufacturers, value, on) })}
      />
    ),
    price: () => (taxonomy.priceBounds ? <PriceFilter filters={filters} bounds={taxonomy.priceBounds} onChange={onChange} /> : null),
    attributes: () => (
      <>
        {options.attributeGroups.map((group) => {
          const key = String(group.id);
          const chosen = filters.attributes[key] ?? [];
          return (
            <CheckboxGroup
              key={key}
              legend={group.displayName}
              options={group.values.map((value) => ({ value, label: group.valueLabels[value] ?? value }))}
              chosen={chosen}
              onToggle={(value, on) => onChange({ attributes: { ...filters.attributes, [key]: toggled(chosen, value, on) } })}
            />
          );
        })}
      </>
    ),
    tags: () => <SelectFilter label={t('shop.tag')} anyLabel={t('shop.allTags')} value={filters.tag} options={options.tags} onChange={(tag) => onChange({ tag })} />,
  };

  return (
    <FilterDisclosure active={activeFilterCount(filters)}>
      {settings.filters.map((kind) => (
        <div key={kind}>{parts[kind]()}</div>
      ))}
      {/* A tag chosen on a product page stays visible (and removable) even where the tag filter is not offered. */}
      {!shown.has('tags') && filters.tag ? (
        <p className="shop-filter shop-filter--chip">
          {t('shop.tag')}: {taxonomy.tags.find((tag) => tag.slug === filters.tag)?.displayName ?? filters.tag}{' '}
          <button type="button" className="link-button" onClick={() => onChange({ tag: null })} aria-label={`${t('shop.tag')} ${filters.tag} ✕`}>
            ✕
          </button>
        </p>
      ) : null}
    </FilterDisclosure>
  );
}

/**
 * Beside the list on wide screens; on narrow ones behind a 'Filter' disclosure (closed until
 * asked for; its summary counts the filters chosen), so the products are not pushed below the fold.
 * Once open it stays open until the visitor closes it: taking back the last filter must not fold
 * the panel away under their finger (and their focus with it).
 */
function FilterDisclosure({ active, children }: { active: number; children: ReactNode }) {
  // Closed until asked for, also on a category's, maker's or tag's own page: the shopper came for
  // its products, which an open panel would push off a phone's screen.
  const [open, setOpen] = useState(false);
  // One element for every screen, so the build's HTML fits any width: on wide screens the
  // stylesheet shows its content and hides the summary (shop.css), the filters stand beside the list.
  return (
    <details className="shop-filters shop-filters--disclosure" aria-label={t('shop.filters')} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {t('shop.filters')}
        {active > 0 ? ` (${active})` : ''}
      </summary>
      {children}
    </details>
  );
}

/** The sort, shown with the result count. */
/** The list's order; 'best match' only while the shopper searches for words (without them nothing is a match). */
export function SortSelect({ sort, searching, onChange }: { sort: ListSort; searching: boolean; onChange(sort: ListSort): void }) {
  const options: readonly ListSort[] = searching ? ['relevance', ...productSorts] : productSorts;
  return (
    <label className="shop-filter shop-filter--sort">
      {t('shop.sort')}
      <select autoComplete="off" value={sort} onChange={(event) => onChange(event.currentTarget.value as ListSort)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`shop.sortOptions.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
