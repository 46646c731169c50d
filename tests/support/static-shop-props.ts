import type { ShopInitial } from '../../widgets/shop/shop-answers.ts';

/** The shop widget's props as a static build passes them, for rendering one page of it in a test. */
export function staticShopProps(root: string, initial: ShopInitial) {
  return {
    root,
    source: { kind: 'static' },
    orderServiceUrl: '',
    project: 'shop.example',
    shippingInfoPath: '/versand-und-zahlung',
    batteryInfoPath: '/batteriehinweise',
    payments: { paypalSdkUrl: '', klarnaScriptUrl: '' },
    initial,
  };
}
