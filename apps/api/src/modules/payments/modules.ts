import type { AppModule } from '../../app';
import checkoutModule from '../checkout/routes';
import ordersModule from '../orders/routes';
import subscriptionsModule from '../subscriptions/routes';
import paymentsModule from './routes';

/** Money moves here: checkout, orders, subscriptions and payments (one provider shared by all four). */
export const paymentModules: AppModule[] = [checkoutModule, ordersModule, subscriptionsModule, paymentsModule];
