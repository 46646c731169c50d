import type { TaxonomyRef } from '../core/catalog/taxonomy.ts';
import type { Language } from '../core/languages.ts';
import { listPath } from '../core/shop/list-address.ts';
import { isSlug } from '../core/shop/slug.ts';
import { t } from '../i18n/index.ts';

/**
 * The way to each category's own list pages for a visitor without script, whose filters cannot
 * work: the build writes those pages (site/_config/shop-list-pages.ts, for the same slugs). With
 * script the filter panel takes their place (shop.css hides them before the first paint).
 */
export function CategoryLinks({ categories, current, root, lang }: { categories: readonly TaxonomyRef[]; current: string | null; root: string; lang: Language }) {
  const linked = categories.filter((category) => isSlug(category.slug));
  if (linked.length === 0) return null;
  return (
    <nav className="shop-categories" aria-label={t('shop.categories')}>
      <ul>
        <li>
          <a href={root}>{t('shop.allCategories')}</a>
        </li>
        {linked.map((category) => (
          <li key={category.slug}>
            <a href={listPath(root, lang, { kind: 'category', slug: category.slug })} aria-current={category.slug === current ? 'page' : undefined}>
              {category.displayName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
