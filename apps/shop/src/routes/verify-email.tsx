import { isApiFailure } from '@nyansa/api-client';
import { verificationMessages } from '@nyansa/contract';
import { Card, CardContent, Spinner } from '@nyansa/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../api';
import { usePageMeta } from '../seo';
import { toast } from '../toast/toastStore';

interface Outcome {
  ok: boolean;
  message: string;
  /** The server was not reached: the next visit asks it again instead of repeating this. */
  retry?: boolean;
}

/** Spec section 9: wait 2 seconds after the result, then go to /login. */
const redirectDelayMs = 2000;

const storageKey = (token: string) => `email_verification_${token}`;
// One request per token even when React runs the effect twice or the page is opened again.
const inFlight = new Map<string, Promise<Outcome>>();

function storedOutcome(token: string): Outcome | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey(token)) ?? 'null') as unknown;
    if (typeof value === 'object' && value !== null && 'ok' in value && 'message' in value) {
      const { ok, message } = value as Record<string, unknown>;
      if (typeof ok === 'boolean' && typeof message === 'string') return { ok, message };
    }
  } catch {
    // An unreadable entry is verified again.
  }
  return null;
}

async function verify(token: string): Promise<Outcome> {
  try {
    const answer = await api.auth.verifyEmail(token);
    if (!isApiFailure(answer) && answer.success) return { ok: true, message: answer.message || verificationMessages.success };
    const message = answer.message || verificationMessages.failed;
    // A second click on the mailed link is not an error for the shopper.
    if (isApiFailure(answer) && answer.status === 400 && message.toLowerCase().includes('already verified')) {
      return { ok: true, message: verificationMessages.alreadyVerified };
    }
    return { ok: false, message };
  } catch {
    return { ok: false, message: verificationMessages.failedRetry, retry: true };
  }
}

/** Verifies a token once per browser session; later visits show the server's remembered answer. */
function verifyOnce(token: string): Promise<Outcome> {
  const stored = storedOutcome(token);
  if (stored) return Promise.resolve(stored);
  let pending = inFlight.get(token);
  if (!pending) {
    pending = verify(token).then((outcome) => {
      if (!outcome.retry) sessionStorage.setItem(storageKey(token), JSON.stringify(outcome));
      if (outcome.ok) toast.success(outcome.message);
      else toast.error(outcome.message);
      return outcome;
    });
    inFlight.set(token, pending);
    void pending.finally(() => inFlight.delete(token));
  }
  return pending;
}

export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const trimmed = token.trim();
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    trimmed ? null : { ok: false, message: verificationMessages.tokenMissing },
  );
  usePageMeta('Email verification', 'Verify the email address of your Nyansa account.');

  useEffect(() => {
    if (!trimmed) return;
    let current = true;
    void verifyOnce(trimmed).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [trimmed]);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <div className="mx-auto flex w-full max-w-md px-4 py-20">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <h1 className="font-display text-2xl font-semibold">Email verification</h1>
          {outcome ? (
            <>
              <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'text-success' : 'text-danger'}>
                {outcome.message}
              </p>
              <p className="text-sm text-muted-foreground">Taking you to the sign-in page...</p>
            </>
          ) : (
            <Spinner label="Verifying your email..." showLabel />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
