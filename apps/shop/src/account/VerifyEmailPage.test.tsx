import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

function verificationServer(answer: () => Response, answered: Promise<void> = Promise.resolve()) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/auth/verify-email/:token', async ({ params }) => {
      asked.push(String(params.token));
      await answered;
      return answer();
    }),
  );
  return asked;
}

describe('email verification', () => {
  it('verifies the token, shows the result, then goes to /login after 2 seconds', async () => {
    // The answer waits until the test has seen the page waiting for it (else both can land between two looks).
    let answer = () => {};
    const seenWaiting = new Promise<void>((resolve) => (answer = resolve));
    const asked = verificationServer(() => HttpResponse.json({ success: true, message: 'Email verified successfully! You can now login.' }), seenWaiting);
    const { path } = renderApp('/verify-email/tok-1');
    expect(await screen.findByText('Verifying your email...')).toBeInTheDocument();
    answer();
    expect(await screen.findAllByText('Email verified successfully! You can now login.')).not.toHaveLength(0);
    const shownAt = Date.now();
    await waitFor(() => expect(path()).toBe('/login'));
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);
    expect(asked).toEqual(['tok-1']);
  });

  it('verifies each token once per session, even when the page is opened again', async () => {
    const asked = verificationServer(() => HttpResponse.json({ success: true, message: 'Email verified successfully! You can now login.' }));
    renderApp('/verify-email/tok-2');
    expect(await screen.findAllByText('Email verified successfully! You can now login.')).not.toHaveLength(0);
    cleanup();
    renderApp('/verify-email/tok-2');
    expect(await screen.findByText('Email verified successfully! You can now login.')).toBeInTheDocument();
    expect(asked).toEqual(['tok-2']);
  });

  it("counts a 400 saying 'already verified' as success", async () => {
    verificationServer(() => HttpResponse.json({ success: false, message: 'Email already verified', code: 'ALREADY_VERIFIED' }, { status: 400 }));
    renderApp('/verify-email/tok-3');
    await waitFor(() =>
      expect(screen.getAllByText('Email already verified').some((element) => element.getAttribute('role') === 'status')).toBe(true),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the token is refused", async () => {
    verificationServer(() =>
      HttpResponse.json({ success: false, message: 'Invalid or expired verification token', code: 'INVALID_TOKEN' }, { status: 400 }),
    );
    renderApp('/verify-email/tok-4');
    expect(await screen.findAllByText('Invalid or expired verification token')).not.toHaveLength(0);
  });

  it("says 'Verification failed. Please try again.' when the server cannot be reached, and asks it again next time", async () => {
    let reachable = false;
    const asked = verificationServer(() =>
      reachable ? HttpResponse.json({ success: true, message: 'Email verified successfully! You can now login.' }) : HttpResponse.error(),
    );
    renderApp('/verify-email/tok-5');
    expect(await screen.findAllByText('Verification failed. Please try again.')).not.toHaveLength(0);
    cleanup();
    reachable = true;
    renderApp('/verify-email/tok-5');
    expect(await screen.findAllByText('Email verified successfully! You can now login.')).not.toHaveLength(0);
    expect(asked).toEqual(['tok-5', 'tok-5']);
  });

  it("says 'Verification token is missing' for a link without its token", async () => {
    const asked = verificationServer(() => HttpResponse.json({ success: true, message: 'unexpected' }));
    const { path } = renderApp('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification token is missing');
    await waitFor(() => expect(path()).toBe('/login'));
    expect(asked).toEqual([]);
  });
});
