import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../test/account';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

// The Profile tab's "Your data": the download of everything, and the account's deletion behind a dialog.

afterEach(() => vi.restoreAllMocks());

describe('your data on the dashboard', () => {
  it('downloads the archive as a zip file, and says why when it cannot', async () => {
    signInAs();
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
    let limited = false;
    server.use(
      http.get('*/api/user/export', () =>
        limited
          ? HttpResponse.json({ success: false, message: 'Too many requests. Please slow down and try again shortly.', code: 'RATE_LIMITED' }, { status: 429 })
          : new HttpResponse(zip, { headers: { 'content-type': 'application/zip' } }),
      ),
    );
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      saved.push(file as Blob);
      return 'blob:nyansa-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^nyansa-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    });

    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is downloading')).toBeInTheDocument();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(new Uint8Array(await saved[0]!.arrayBuffer())).toEqual(zip);

    limited = true;
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Too many requests. Please slow down and try again shortly.')).toBeInTheDocument();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('deletes the account only after the dialog says what goes and what stays and the password is right, then signs out', async () => {
    signInAs();
    const sent: unknown[] = [];
    server.use(
      http.delete('*/api/user/account', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        sent.push(body);
        if (body.password !== 'Secret12!') {
          return HttpResponse.json({ success: false, message: 'The password is incorrect', code: 'PASSWORD_INCORRECT' }, { status: 400 });
        }
        return HttpResponse.json({ success: true, message: 'Your account was deleted' });
      }),
    );
    const { user, path } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/Your profile, skin analyses and their photos, dermatologist questions, chat, favorites, cart and addresses/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Paid orders and payments, which the law asks us to keep/)).toBeInTheDocument();
    expect(within(dialog).getByText(/"A former customer"/)).toBeInTheDocument();
    // Focus starts on Cancel: Enter alone deletes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter your password');
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Password'), 'Wrong-pass1');
    await user.click(confirm);
    expect(await within(dialog).findByText('The password is incorrect')).toBeInTheDocument();
    expect(localStorage.getItem('token')).not.toBeNull();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Secret12!');
    await user.click(confirm);
    expect(await screen.findByText('Your account was deleted')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ password: 'Secret12!' });
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await waitFor(() => expect(path()).toBe('/'));
  }, 20_000);

  it('closes the dialog on Cancel without sending anything', async () => {
    signInAs();
    let called = false;
    server.use(
      http.delete('*/api/user/account', () => {
        called = true;
        return HttpResponse.json({ success: true, message: 'Your account was deleted' });
      }),
    );
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(called).toBe(false);
  });
});
