import { createOrderService } from '../content/order-service.ts';
import { stockQuestionsOf, withLiveStock } from '../core/shop/live-stock.ts';
import type { ProductDetail } from '../core/shop/types.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';
import { productKey, type ProductPageData } from './shop-answers.ts';
import { matchShopPath } from '../core/shop/shop-paths.ts';

const never = new Promise<void>(() => {});

function lowered(built: ProductDetail, live: ProductDetail): boolean {
  if (built.variants.length === 0) return live.stock < built.stock;
  return built.variants.some((variant, index) => (live.variants[index]?.stock ?? variant.stock) < variant.stock);
}

/**
 * A product page's router waits for the shopper's hand, but not when pieces sold since the build:
 * once the page is idle, this asks the order service what is left of the product the build drew
 * (no framework needed) and wakes the router at once where it is less, so the purchase box says
 * so before anyone tries to buy. Pending for good otherwise: the usual trigger stands.
 */
export function wakeEarly(_element: HTMLElement, props: WidgetProps<'shop'>): Promise<void> {
  const { initial } = props;
  const route = matchShopPath(props.root, initial.address.pathname);
  const answer = route?.view === 'product' && route.slug ? (initial.answers[productKey(route.slug)] as ProductPageData | null | undefined) : null;
  if (!answer) return never;
  const orderService = createOrderService({ baseUrl: props.orderServiceUrl, project: props.project });
  return orderService.liveStock(stockQuestionsOf(answer.product)).then((result) => (result.ok && lowered(answer.product, withLiveStock(answer.product, result.value)) ? undefined : never));
}
