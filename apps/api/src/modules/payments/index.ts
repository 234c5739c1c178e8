// The payments module's public entry: what other modules may use (docs/architecture.md).
export { paymentsPlugin } from './payments.plugin';
export { toPaymentDto } from './payments.presenter';
export { paymentsRoutes } from './payments.routes';
export { sandboxRoutes } from './sandbox.routes';
export { paystackWebhookRoutes } from './webhook.routes';
