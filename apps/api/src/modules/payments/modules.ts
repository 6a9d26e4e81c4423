import type { AppModule } from '../../app';
import checkoutModule from '../checkout/routes';
import fulfilmentModule from '../fulfilment/routes';
import ordersModule from '../orders/routes';
import subscriptionsModule from '../subscriptions/routes';
import paymentsModule from './routes';

/** Money moves here: checkout, orders, subscriptions and payments (sharing the app's one provider, deps.paymentProvider). */
export const paymentModules: AppModule[] = [checkoutModule, ordersModule, subscriptionsModule, paymentsModule, fulfilmentModule];
