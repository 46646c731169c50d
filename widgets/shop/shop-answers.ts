import { createContext, useContext } from 'react';
import type { PublicShopSettings } from '../core/public-shop-settings.ts';
import { searchFromFilters } from '../core/shop/filters.ts';
import type { ListSort, ProductDetail, ProductPage, ProductSummary, ShopFilters, ShopTaxonomy } from '../core/shop/types.ts';

/**
 * One component, two renders for the shop: the build renders the router for a page's address
 * with the answers its views will ask for, and hands the same answers to the browser in the
 * widget's props, so the browser's first render (the hydration) draws exactly the build's HTML
 * without fetching anything first. Keys name a view's question, as the views ask it.
 */
export const taxonomyKey = 'taxonomy';

/** The list's question: its filters and sort, from page `firstPage` up to and including page `filters.page`. */
export function listKey(filters: ShopFilters, sort: ListSort, firstPage = 0): string {
  return `${searchFromFilters({ ...filters, page: 0 })}|${sort}|${firstPage}-${filters.page}`;
}

export const productKey = (slug: string) => `product:${slug}`;

/**
 * The not-found page's answer: every product the build did not render is unknown. The host serves
 * that page for any such address, so the router, moving there from the address the build
 * rendered, shows the same "not found" at once instead of asking.
 */
export const otherProductsKey = productKey('*');

/** A product page's one answer: the product and its suggestions, so the page appears whole. */
export type ProductPageData = { product: ProductDetail; related: ProductSummary[] };

/** What the build knew when it rendered a shop page. */
export interface ShopInitial {
  /** The address (path below the root, and query) the build rendered; the router starts there. */
  address: { pathname: string; search: string };
  /** The shop's public settings as the build published them (/data/settings.json). */
  settings: PublicShopSettings;
  /** The views' answers by key (taxonomyKey, listKey, productKey); `null` says "not found". */
  answers: Record<string, ShopTaxonomy | ProductPage | ProductPageData | null>;
  /** Answers the browser reads from the build's own files before it hydrates (prepare-hydration.ts), not repeated in the page. */
  fromFiles?: Array<typeof taxonomyKey>;
}

export interface BuildAnswers {
  answers: ShopInitial['answers'];
  /**
   * Whether the answers are as fresh as the shop's source: true for the static catalog (the same
   * build wrote both); a live source asks again after the first render and shows its answer.
   */
  current: boolean;
}

/** The build's answers, for the views' first render; empty where the router was not prerendered. */
export const BuildAnswersContext = createContext<BuildAnswers>({ answers: {}, current: true });

export type BuildAnswer = { known: false } | { known: true; value: unknown; current: boolean };

export function useBuildAnswer(key: string): BuildAnswer {
  const { answers, current } = useContext(BuildAnswersContext);
  if (Object.hasOwn(answers, key)) return { known: true, value: answers[key], current };
  if (key.startsWith(productKey('')) && Object.hasOwn(answers, otherProductsKey)) return { known: true, value: answers[otherProductsKey], current };
  return { known: false };
}
