/**
 * The checkout's payment parts. How the checkout uses them (spec §4, §5, §7):
 *
 * PayPal (payment method 4; settings.paypal_client_id is set only then): place the order first
 * (postOrder → { id, order_number, total }), then render
 *   <PaypalPayment clientId={settings.paypal_client_id} sdkUrl={props.paypalSdkUrl}
 *     amount={placed.total} orderNumber={placed.order_number}
 *     onCaptured={async (capture) => (await orderService.postPaypalTransaction({ orderId: placed.id, paypal: capture })).ok}
 *     onFailed={(message) => …} />
 * PayPal's loader and script load when it mounts. onCaptured's false tells the shopper the payment
 * arrived but was not recorded (no second payment is offered).
 *
 * Klarna: while Klarna is the chosen method, render (above the order button)
 *   const klarna = useRef<KlarnaHandle>(null);
 *   <KlarnaPayment scriptUrl={props.klarnaScriptUrl} orderService={orderService}
 *     orderUuid={orderUuid} amount={totals.total} handle={klarna} />
 * and on "zahlungspflichtig bestellen":
 *   const authorization = await (klarna.current?.authorize({ email, shippingAddress, invoiceAddress }) ?? Promise.resolve(klarnaNotReady()));
 *   if (!authorization.ok) show authorization.error (translated) and stop;
 *   postOrder(…) with the same orderUuid, then postKlarnaOrder({ authorizationToken: authorization.value, orderUuid }).
 *
 * The script addresses come from the build: paymentProps(config) in site/_config/payment-props.ts.
 */
export { PaypalPayment, type PaypalCapture } from './PaypalPayment.tsx';
export { KlarnaPayment, klarnaNotReady, type KlarnaHandle } from './KlarnaPayment.tsx';
