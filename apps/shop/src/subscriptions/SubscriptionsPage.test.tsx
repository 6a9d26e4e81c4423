import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentPage } from '../data/useOrder';
import { signInAs, testPricing, testSubscription } from '../test/account';
import { testUser } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const card = (name: string) => screen.findByRole('article', { name: `${name} plan` });

describe('subscriptions page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('switches to yearly prices (12 x monthly x 0.9) with the yearly saving on paid plans', async () => {
    server.use(http.get('*/api/subscription/pricing', () => HttpResponse.json({ success: true, data: testPricing })));
    const { user } = renderApp('/subscriptions');
    expect(await within(await card('Premium Analysis')).findByText('$3.99')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yearly (10% off)' }));
    const premium = await card('Premium Analysis');
    expect(within(premium).getByText('$43.09')).toBeInTheDocument();
    expect(within(premium).getByText('Save $4.79 per year')).toBeInTheDocument();
    expect(within(await card('AI + Dermatologist')).getByText('Save $35.99 per year')).toBeInTheDocument();
    expect(within(await card('Basic')).queryByText(/^Save/)).not.toBeInTheDocument();
  });

  it('sends a visitor to log in first, keeping the chosen plan', async () => {
    server.use(http.get('*/api/subscription/pricing', () => HttpResponse.json({ success: true, data: testPricing })));
    const { user, path } = renderApp('/subscriptions');
    await user.click(screen.getByRole('radio', { name: 'Yearly (10% off)' }));
    await user.click(within(await card('Premium Analysis')).getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(path()).toBe('/login?redirect=/subscriptions%3Fplan%3Dpremium%26cycle%3Dyearly'));
  });

  it('after login carries on to the payment page with the plan, cycle and amount chosen', async () => {
    signInAs(testSubscription('basic'));
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
    const created: unknown[] = [];
    server.use(
      http.post('*/api/subscription/create', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ success: true, payment_url: 'http://localhost:3000/pay/S1', reference: 'S1' });
      }),
    );
    const { path } = renderApp('/subscriptions?plan=premium&cycle=yearly');
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost:3000/pay/S1'));
    expect(created).toEqual([{ package_type: 'premium', email: testUser.email, amount: 43.09, billing_cycle: 'yearly' }]);
    expect(path()).toBe('/subscriptions');
    expect(within(await card('Basic')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('explains a refused subscription', async () => {
    signInAs();
    server.use(
      http.post('*/api/subscription/create', () =>
        HttpResponse.json({ success: false, message: 'Amount does not match the plan price' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/subscriptions');
    const button = within(await card('AI + Dermatologist')).getByRole('button', { name: 'Subscribe Now' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Failed to initialize subscription. Please try again.')).toBeInTheDocument();
  });
});
