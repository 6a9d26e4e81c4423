import { analysisMessages, plans } from '@nyansa/contract';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@nyansa/ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginRedirectPath } from '../../session';

/** What a visitor sees instead of the upload: 'Login to Continue', and back here after; and, before any upload, which plan the analysis needs. */
export function LoginPrompt() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <h2 className="font-display text-lg font-semibold">Login to Continue</h2>
        <CardDescription>{analysisMessages.loginRequired}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <Button onClick={() => void navigate(loginRedirectPath(location.pathname))}>Login to Continue</Button>
        <p className="text-sm text-muted-foreground">
          The analysis comes with the {plans.ai_analysis.name} plan.{' '}
          <Link to="/subscriptions" className="font-medium text-primary underline-offset-4 hover:underline">
            See the plans
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
