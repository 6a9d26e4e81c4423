import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

describe('reset password page', () => {
  it('checks the new password before sending it', async () => {
    let calls = 0;
    server.use(http.post('*/api/auth/reset-password', () => (calls++, HttpResponse.json({ success: true, message: 'x' }))));
    const { user } = renderApp('/reset-password/reset-1');
    const submit = await screen.findByRole('button', { name: 'Reset password' });
    await user.click(submit);
    expect(await screen.findAllByText('Password is required')).toHaveLength(2);

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    await user.click(submit);
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'New#Secret1');
    await user.click(submit);
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends the token with the new password and confirms the reset', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/auth/reset-password', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: 'Your password has been reset. You can now login.' });
      }),
    );
    const { user } = renderApp('/reset-password/reset-2');
    await user.type(await screen.findByLabelText('New password'), 'New#Secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'New#Secret1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findAllByText('Your password has been reset. You can now login.')).not.toHaveLength(0);
    expect(sent).toEqual({ token: 'reset-2', new_password: 'New#Secret1' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's reason for a used or expired link", async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json({ success: false, message: 'Invalid or expired password reset link', code: 'INVALID_TOKEN' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/reset-password/used');
    await user.type(await screen.findByLabelText('New password'), 'New#Secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'New#Secret1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findAllByText('Invalid or expired password reset link')).not.toHaveLength(0);
  });
});
