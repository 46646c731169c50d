import { useEffect, useState } from 'react';
import type { LiveStock } from '../content/order-service-wire.ts';
import { stockQuestionsOf, withLiveStock } from '../core/shop/live-stock.ts';
import type { ProductDetail } from '../core/shop/types.ts';
import { useShop } from './shop-context.ts';

/**
 * The product as the page shows it: the build's figures until the order service has said what is
 * left (pieces sold since the build), then those. Asked once per product the page shows.
 */
export function useLiveStock(product: ProductDetail): ProductDetail {
  const { orderService } = useShop();
  const [answer, setAnswer] = useState<{ productId: ProductDetail['id']; stock: LiveStock[] } | null>(null);
  useEffect(() => {
    let current = true;
    void orderService.liveStock(stockQuestionsOf(product)).then((result) => {
      if (current && result.ok) setAnswer({ productId: product.id, stock: result.value });
    });
    return () => {
      current = false;
    };
    // The question depends on the product alone; its figures arrive with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderService, product.id]);
  return answer && answer.productId === product.id ? withLiveStock(product, answer.stock) : product;
}
