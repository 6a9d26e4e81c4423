// Over 300 lines on purpose: every dashboard tab (password, profile, cart, plan, analyses, logout) tested through the one page that composes them.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@nyansa/ui';
import { signInAs, testSubscription as subscription } from '../test/account';
import { apiProduct, productList, testUser } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

describe('dashboard', () => {
  it('sends a visitor to log in first', async () => {
    const { path } = renderApp('/dashboard');
    await waitFor(() => expect(path()).toBe('/login?redirect=/dashboard'));
  });

  it('shows each change-password message', async () => {
    signInAs();
    let answer: 'ok' | 'wrong-current' | 'server-error' = 'ok';
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/user/profile/password', async ({ request }) => {
        sent.push(await request.json());
        if (answer === 'wrong-current') return HttpResponse.json({ success: false, message: 'Current password is incorrect' }, { status: 400 });
        if (answer === 'server-error') return HttpResponse.json({ success: false, message: 'boom' }, { status: 500 });
        return HttpResponse.json({ success: true, message: 'Password changed successfully', data: { token: 'after-change' } });
      }),
    );
    const { user } = renderApp('/dashboard');
    const form = await screen.findByRole('form', { name: 'Change Password' });
    const submit = within(form).getByRole('button', { name: 'Change Password' });
    const current = within(form).getByLabelText('Current password');
    const next = within(form).getByLabelText('New password');
    const confirm = within(form).getByLabelText('Confirm new password');

    await user.click(submit);
    expect(await within(form).findByText('All password fields are required')).toBeInTheDocument();

    await user.type(current, 'Old-pass1!');
    await user.type(next, 'weakpass');
    await user.type(confirm, 'weakpas');
    await user.click(submit);
    expect(await within(form).findByText('New passwords do not match')).toBeInTheDocument();

    await user.type(confirm, 's');
    await user.click(submit);
    const rules = await within(form).findByText(/^Password must:/);
    expect(rules.textContent).toBe(
      'Password must:\n- contain at least one uppercase letter\n- contain at least one number\n- contain at least one special character',
    );
    expect(sent).toHaveLength(0);

    await user.clear(next);
    await user.clear(confirm);
    await user.type(next, 'New-pass2!');
    await user.type(confirm, 'New-pass2!');
    answer = 'wrong-current';
    await user.click(submit);
    expect(await screen.findByText('Failed to change password. Please check your current password.')).toBeInTheDocument();

    answer = 'server-error';
    await user.click(submit);
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();

    answer = 'ok';
    await user.click(submit);
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ currentPassword: 'Old-pass1!', newPassword: 'New-pass2!' });
    await waitFor(() => expect(current).toHaveValue(''));
    // Other sessions end with the change; this one goes on with the token the server gave.
    expect(localStorage.getItem('token')).toBe('after-change');
  }, 20_000);

  it('saves the edited names and keeps the email read-only', async () => {
    signInAs();
    let saved: unknown = null;
    server.use(
      http.put('*/api/user/profile', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ success: true, data: { ...testUser, first_name: 'Akua' } });
      }),
    );
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = await screen.findByRole('form', { name: 'Edit Profile' });
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(within(form).getByLabelText('First name'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('First name is required')).toBeInTheDocument();
    expect(saved).toBeNull();
    await user.type(within(form).getByLabelText('First name'), 'Akua');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Akua Mensah' })).toBeInTheDocument();
    expect(saved).toEqual({ first_name: 'Akua', last_name: 'Mensah' });
  });

  it('never lowers a cart line below 1, changes it with plus and removes it', async () => {
    signInAs();
    let lines = [{ id: 41, product_id: 5, quantity: 1, product: apiProduct(5, 'Body Butter', 5.99) }];
    const updates: unknown[] = [];
    server.use(
      http.get('*/api/cart', () =>
        HttpResponse.json({
          success: true,
          data: { items: lines, cart_total: lines.reduce((sum, line) => sum + line.quantity * line.product.price, 0) },
        }),
      ),
      http.put('*/api/cart/41', async ({ request }) => {
        const body = (await request.json()) as { quantity: number };
        updates.push(body);
        lines = lines.map((line) => ({ ...line, quantity: body.quantity }));
        return HttpResponse.json({ success: true, data: { items: lines, cart_total: 0 } });
      }),
      http.delete('*/api/cart/41', () => {
        lines = [];
        return HttpResponse.json({ success: true, message: 'Item removed from cart' });
      }),
    );
    const { user, path } = renderApp('/dashboard?tab=cart');
    const minus = await screen.findByRole('button', { name: 'Decrease quantity of Body Butter' });
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(updates).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Body Butter' }));
    expect(await screen.findByText('Cart updated')).toBeInTheDocument();
    expect(updates).toEqual([{ quantity: 2, product_id: 5 }]);
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Quantity of Body Butter' })).toHaveValue(2));

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(path()).toBe('/checkout'));
  });

  it('reports a failed quantity change and a failed removal', async () => {
    signInAs();
    const line = { id: 41, product_id: 5, quantity: 3, product: apiProduct(5, 'Body Butter', 5.99) };
    server.use(
      http.get('*/api/cart', () => HttpResponse.json({ success: true, data: { items: [line], cart_total: 17.97 } })),
      http.put('*/api/cart/41', () => HttpResponse.json({ success: false, message: 'no' }, { status: 404 })),
      http.delete('*/api/cart/41', () => HttpResponse.json({ success: false, message: 'no' }, { status: 404 })),
    );
    const { user } = renderApp('/dashboard?tab=cart');
    await user.click(await screen.findByRole('button', { name: 'Decrease quantity of Body Butter' }));
    expect(await screen.findByText('Failed to update quantity')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Body Butter' }));
    expect(await screen.findByText('Failed to remove item')).toBeInTheDocument();
  });

  it('offers Basic holders the two paid plans with KES prices and the 20% radio', async () => {
    signInAs(subscription('basic'));
    const created: unknown[] = [];
    server.use(
      http.post('*/api/subscription/create', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ success: true, payment_url: 'http://localhost:3000/pay/R1', reference: 'R1' });
      }),
    );
    const { user } = renderApp('/dashboard');
    const upgrades = await screen.findByRole('region', { name: 'Upgrade options' });
    expect(within(upgrades).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Premium Analysis plan',
      'AI + Dermatologist plan',
    ]);
    expect(within(upgrades).getByText('About KES 583 per month')).toBeInTheDocument();
    expect(screen.getByText('Save up to 20%')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(within(upgrades).getByText('About KES 47,288 per year')).toBeInTheDocument();
    expect(screen.getByText(/Current plan:/)).toHaveTextContent('Current plan: Basic');
  });

  it('shows plan prices in the configured currency, without the approximation in shillings of a dollar price', async () => {
    signInAs(subscription('ai_analysis'));
    renderApp('/dashboard', { currency: 'GHS' });
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(current).getByText(/per month/)).toHaveTextContent('GHS 29.99 per month');
    expect(screen.getByRole('region', { name: 'Plans' })).toHaveTextContent('GHS 3.99');
    expect(screen.queryByText(/KES/)).not.toBeInTheDocument();
    expect(screen.queryByText('Prices in US dollars, with an approximate amount in Kenyan shillings.')).not.toBeInTheDocument();
  });

  it('activates Basic directly', async () => {
    signInAs(null);
    const created: unknown[] = [];
    server.use(
      http.post('*/api/subscription/create', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Basic subscription activated', subscription: subscription('basic') }, { status: 201 });
      }),
    );
    const { user } = renderApp('/dashboard');
    const basic = await screen.findByRole('article', { name: 'Basic plan' });
    await waitFor(() => expect(within(basic).getByRole('button', { name: 'Subscribe Now' })).toBeEnabled());
    await user.click(within(basic).getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('Basic subscription activated')).toBeInTheDocument();
    expect(created).toEqual([{ package_type: 'basic', email: testUser.email, amount: 0, billing_cycle: 'monthly' }]);
    expect(await screen.findByRole('region', { name: 'Upgrade options' })).toBeInTheDocument();
  });

  it('cancels a paid plan: active until the end of the paid period, will not renew', async () => {
    signInAs(subscription('premium'));
    const paidUntil = '2099-01-01T00:00:00.000Z';
    let current: ReturnType<typeof subscription> = { ...subscription('premium'), end_date: paidUntil, cancelled_at: null };
    server.use(
      http.get('*/api/subscription/current', () => HttpResponse.json({ success: true, subscription: current })),
      http.post('*/api/subscription/cancel', () => {
        current = { ...current, cancelled_at: '2098-12-05T10:00:00.000Z' };
        return HttpResponse.json({ success: true, message: 'Subscription cancelled successfully', subscription: current });
      }),
    );
    const { user } = renderApp('/dashboard');
    const plan = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(plan).getByText(/^Renews or ends on/)).toHaveTextContent(`Renews or ends on ${formatDate(paidUntil)}`);
    await user.click(within(plan).getByRole('button', { name: 'Cancel Subscription' }));
    // A paid plan is cancelled only after the shopper confirms in a dialog naming it and saying what stays.
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your Premium Analysis plan?' });
    expect(dialog).toHaveTextContent(`It is paid until ${formatDate(paidUntil)}: you keep its features until then, it will not renew`);
    expect(current.cancelled_at).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Subscription cancelled successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(plan).getByText(`Active, ends on ${formatDate(paidUntil)}, will not renew`)).toBeInTheDocument());
    expect(within(plan).getByText('Active', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('shows a plan the server no longer returns after cancelling as inactive (spec section 4)', async () => {
    signInAs(subscription('premium'));
    const paidUntil = '2099-01-01T00:00:00.000Z';
    let current: ReturnType<typeof subscription> | null = { ...subscription('premium'), end_date: paidUntil };
    server.use(
      http.get('*/api/subscription/current', () => HttpResponse.json({ success: true, subscription: current })),
      http.post('*/api/subscription/cancel', () => {
        current = null;
        return HttpResponse.json({ success: true, message: 'Subscription cancelled successfully', subscription: null });
      }),
    );
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your Premium Analysis plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Subscription cancelled successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const plan = screen.getByRole('region', { name: 'Current plan' });
    await waitFor(() => expect(within(plan).getByText('Inactive')).toBeInTheDocument());
    expect(within(plan).getByText(/^Ends on/)).toHaveTextContent(`Ends on ${formatDate(paidUntil)}`);
  });

  it('on return from the payment page waits 2 seconds, verifies, re-fetches and confirms the plan', async () => {
    signInAs(subscription('basic'));
    let current = subscription('basic');
    const calls: { path: string; at: number }[] = [];
    const started = Date.now();
    server.use(
      http.get('*/api/payments/verify/:reference', ({ params }) => {
        calls.push({ path: `verify ${String(params.reference)}`, at: Date.now() - started });
        current = subscription('ai_analysis');
        return HttpResponse.json({ success: true, data: { reference: 'R9', status: 'success', purpose: 'subscription', subscription: current } });
      }),
      http.get('*/api/subscription/current', () => {
        calls.push({ path: 'current', at: Date.now() - started });
        return HttpResponse.json({ success: true, subscription: current });
      }),
    );
    const { path } = renderApp('/dashboard?trxref=R9&reference=R9');
    expect(await screen.findByText('Confirming your payment...')).toBeInTheDocument();
    expect(
      await screen.findByText('Subscription activated successfully! Enjoy your premium features.', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    const verify = calls.find((call) => call.path === 'verify R9');
    expect(verify?.at).toBeGreaterThanOrEqual(2000);
    expect(calls.filter((call) => call.at > (verify?.at ?? 0)).map((call) => call.path)).toContain('current');
    expect(screen.getByText(/Current plan:/)).toHaveTextContent('Current plan: AI + Dermatologist');
    // Focus lands on the plan just paid for, not on the page body.
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Current plan: AI \+ Dermatologist/ })).toHaveFocus());
    await waitFor(() => expect(path()).toBe('/dashboard'));
  }, 15_000);

  it('shows at most 3 recent analyses and links to /SkinAnalysis', async () => {
    signInAs();
    const items = [1, 2, 3, 4].map((id) => ({
      id,
      image_url: `/uploads/a${id}.jpg`,
      ai_diagnosis: `Diagnosis ${id}`,
      analysis_date: '2026-01-0' + id + 'T10:00:00.000Z',
    }));
    server.use(http.get('*/api/ml/history', () => HttpResponse.json({ success: true, data: items })));
    renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Recent Skin Analyses' });
    await within(panel).findByText('Diagnosis 1');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).queryByText('Diagnosis 4')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Skin Analysis' })).toHaveAttribute('href', '/SkinAnalysis');
  });

  it("opens the tab of the navigation's favorites and cart icons, even from the dashboard", async () => {
    signInAs();
    const { user, path } = renderApp('/dashboard');
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Cart' })).toHaveAttribute('aria-selected', 'true'));
    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true'));
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it('logs out: the server ends the token before the shop forgets it', async () => {
    signInAs();
    const sent: (string | null)[] = [];
    server.use(
      http.post('*/api/auth/logout', ({ request }) => {
        // Still stored while the server is told.
        sent.push(request.headers.get('authorization'), localStorage.getItem('token'));
        return HttpResponse.json({ success: true, message: 'Logged out successfully' });
      }),
      http.get('*/api/products', () => HttpResponse.json(productList([]))),
    );
    const { user, path } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(sent).toEqual(['Bearer token-ama', 'token-ama']);
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(path()).toBe('/'));
  });

  it('logs out on this device even when the server cannot be told', async () => {
    signInAs();
    // The home page it lands on lists products meanwhile.
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()), http.get('*/api/products', () => HttpResponse.json(productList([]))));
    const { user, path } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(path()).toBe('/'));
  });

  it('logs out of all devices from the Profile tab', async () => {
    signInAs();
    let fail = true;
    const sent: (string | null)[] = [];
    server.use(
      http.post('*/api/auth/logout-all', ({ request }) => {
        sent.push(request.headers.get('authorization'));
        if (fail) return HttpResponse.json({ success: false, message: 'Something went wrong. Please try again.' }, { status: 500 });
        return HttpResponse.json({ success: true, message: 'Logged out of all devices' });
      }),
    );
    const { user, path } = renderApp('/dashboard');
    const button = await screen.findByRole('button', { name: 'Log out of all devices' });

    await user.click(button);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-ama');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Log out of all devices' }));
    expect(await screen.findByText('Logged out of all devices')).toBeInTheDocument();
    expect(sent).toEqual(['Bearer token-ama', 'Bearer token-ama']);
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(path()).toBe('/login?redirect=/dashboard'));
  });
});
