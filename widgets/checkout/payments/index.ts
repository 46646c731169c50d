/**
 * The checkout's payment parts. How the checkout uses them (spec §4, §5, §7):
 *
 * PayPal (payment method 4; settings.paypal_client_id is set only then): place the order first
 * (postOrder → { id, order_number, total }), then render
 *   <PaypalPayment clientId={settings.paypal_client_id} sdkUrl={props.paypalSdkUrl} orderNumber={placed.order_number}
 *     createOrder={() => orderService.createPaypalOrder({ orderUuid })}   (PayPal's order id, opened by the service)
 *     onApproved={(paypalOrderId) => … orderService.postPaypalTransaction({ orderId: orderUuid, paypal: { id: paypalOrderId } }) …} />
 * PayPal's loader and script load when it mounts. The service captures with PayPal and answers the
 * payment's state; the browser never states an amount and is never believed that it paid.
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
export { PaypalPayment, type PaypalOutcome } from './PaypalPayment.tsx';
export { KlarnaPayment, klarnaNotReady, type KlarnaHandle } from './KlarnaPayment.tsx';
