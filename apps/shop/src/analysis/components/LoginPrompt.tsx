import { analysisMessages } from '@nyansa/contract';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@nyansa/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginRedirectPath } from '../../session';

/** What a visitor sees instead of the upload: 'Login to Continue', and back here after. */
export function LoginPrompt() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <h2 className="font-display text-lg font-semibold">Login to Continue</h2>
        <CardDescription>{analysisMessages.loginRequired}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => void navigate(loginRedirectPath(location.pathname))}>Login to Continue</Button>
      </CardContent>
    </Card>
  );
}
