import { Card, CardContent, Spinner } from '@nyansa/ui';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useEmailVerification } from '../data/useEmailVerification';
import { usePageMeta } from '../seo';

/** Spec section 9: wait 2 seconds after the result, then go to /login. */
const redirectDelayMs = 2000;

export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const outcome = useEmailVerification(token);
  usePageMeta('Email verification', 'Verify the email address of your Nyansa account.');

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
