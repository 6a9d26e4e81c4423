import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/account';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

describe('privacy', () => {
  it('is linked from the footer and says what is collected, why, where, for how long and how to export or delete it, axe-clean', async () => {
    const { user, path } = renderApp('/');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    await user.click(within(footer).getByRole('link', { name: 'Privacy' }));
    expect(path()).toBe('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your privacy' })).toBeInTheDocument();
    for (const name of ['What we collect, and why', 'Where it is stored', 'How long we keep it', 'Download or delete your data']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/180 days, then they are deleted and the measurements stay/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/dashboard');

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('lets a shopper keep the measurements only from the Skin Analysis page', async () => {
    signInAs();
    const chosen: unknown[] = [];
    server.use(
      http.put('*/api/user/privacy', async ({ request }) => {
        const body = (await request.json()) as { keep_analysis_photos: boolean };
        chosen.push(body);
        return HttpResponse.json({ success: true, message: 'Your privacy choice was saved', data: { ...body, photo_retention_days: 180 } });
      }),
    );
    const { user } = renderApp('/skin-analysis');
    expect(await screen.findByText(/We keep each analysis photo for 180 days/)).toBeInTheDocument();
    const keep = await screen.findByRole('checkbox', { name: 'Keep my analysis photos', checked: true });
    // Usable once the saved choice has loaded.
    await waitFor(() => expect(keep).toBeEnabled(), { timeout: 10_000 });
    await user.click(keep);
    expect(await screen.findByText('Your privacy choice was saved')).toBeInTheDocument();
    expect(chosen).toEqual([{ keep_analysis_photos: false }]);
    await screen.findByRole('checkbox', { name: 'Keep my analysis photos', checked: false });
  });
});
