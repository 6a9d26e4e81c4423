import { authMessages, emailRequestSchema, loginRequestSchema, registerRequestSchema, roles, type Role } from '@nyansa/contract';
import { Button, Card, CardContent, CardHeader, FieldError, Label, PasswordChecklist, passwordChecklist, Select } from '@nyansa/ui';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth, type Refusal } from '../data/useAuth';
import { Field, firstErrors } from '../forms/Field';
import { usePageMeta } from '../seo';
import { safeRedirect } from '../session';
import { toast } from '../toast/toastStore';

type Mode = 'login' | 'register';

interface Fields {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  role: Role;
}

type FieldName = keyof Fields;
type Errors = Partial<Record<FieldName, string>>;

const blankFields: Fields = { email: '', password: '', first_name: '', last_name: '', role: 'consumer' };

const roleLabels: Record<Role, string> = {
  consumer: 'Consumer',
  dermatologist: 'Dermatologist',
  brand_admin: 'Brand admin',
  admin: 'Admin',
};
const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

const checkEmailText = 'Please check your email to verify your account.';
const resendVerificationLabel = 'Resend verification email';

/** The server's field errors when it sent them, else its message for the form as a whole. */
function serverErrors(refusal: Refusal): { fields: Errors; form: string | null } {
  const fields = firstErrors<FieldName>(refusal.errors.map((error) => ({ path: [error.field], message: error.message })));
  return { fields, form: Object.keys(fields).length > 0 ? null : refusal.message };
}

function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  const [fields, setFields] = useState<Fields>(blankFields);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string[]>([]);
  const [needsVerification, setNeedsVerification] = useState(false);
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const roleId = useId();
  const registering = mode === 'register';
  const title = registering ? 'Create Account' : 'Welcome Back';

  usePageMeta(registering ? 'Create Account' : 'Sign In', 'Sign in to your Nyansa account or create one to shop, save favorites and analyse your skin.');

  const set = (name: FieldName) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  function reset(nextMode: Mode) {
    setMode(nextMode);
    setFields(blankFields);
    setErrors({});
    setFormError(null);
    setNotice([]);
    setNeedsVerification(false);
  }

  function fail(message: string) {
    setFormError(message);
    toast.error(message);
  }

  function refused(refusal: Refusal) {
    const { fields, form } = serverErrors(refusal);
    setErrors(fields);
    if (form) fail(form);
  }

  async function signIn(credentials: { email: string; password: string }) {
    const refusal = await auth.signIn(credentials);
    if (refusal) {
      refused(refusal);
      setNeedsVerification(refusal.unverified);
      return;
    }
    toast.success(authMessages.loginSuccess);
    await navigate(safeRedirect(params.get('redirect'), '/dashboard'), { replace: true });
  }

  async function signUp(details: Fields) {
    const outcome = await auth.register(details);
    if (!outcome.ok) return refused(outcome);
    toast.success(outcome.message);
    reset('login');
    setNotice([authMessages.registrationSuccess, checkEmailText]);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setNotice([]);
    setNeedsVerification(false);
    const parsed = registering
      ? registerRequestSchema.safeParse(fields)
      : loginRequestSchema.safeParse({ email: fields.email, password: fields.password });
    if (!parsed.success) {
      setErrors(firstErrors<FieldName>(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (registering) await signUp({ ...fields, ...parsed.data });
      else await signIn(parsed.data);
    } finally {
      setBusy(false);
    }
  }

  /** 'Forgot password?': mails a reset link to the typed address. */
  async function onForgotPassword() {
    setFormError(null);
    setNotice([]);
    const parsed = emailRequestSchema.safeParse({ email: fields.email });
    if (!parsed.success) {
      setErrors(firstErrors<FieldName>(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await auth.forgotPassword(parsed.data.email);
    setBusy(false);
    if (outcome.ok) setNotice([outcome.message]);
    else fail(outcome.message);
  }

  async function onResendVerification() {
    const parsed = emailRequestSchema.safeParse({ email: fields.email });
    if (!parsed.success) {
      setErrors(firstErrors<FieldName>(parsed.error.issues));
      return;
    }
    const outcome = await auth.resendVerification(parsed.data.email);
    if (!outcome.ok) return fail(outcome.message);
    setFormError(null);
    setNeedsVerification(false);
    setNotice([outcome.message]);
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="font-display text-3xl font-semibold">{title}</h1>
          <p className="text-sm text-muted-foreground">
            {registering ? 'Already have an account? ' : "Don't have an account? "}
            <Button variant="link" className="h-auto p-0" onClick={() => reset(registering ? 'login' : 'register')}>
              {registering ? 'Sign in' : 'Sign up'}
            </Button>
          </p>
        </CardHeader>
        <CardContent>
          {notice.length > 0 ? (
            <div role="status" className="mb-4 flex flex-col gap-1 rounded-md border border-border bg-secondary px-4 py-3 text-sm text-secondary-foreground">
              {notice.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          ) : null}
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-label={title}>
            {registering ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="First name"
                  name="first_name"
                  autoComplete="given-name"
                  value={fields.first_name}
                  error={errors.first_name}
                  onChange={(event) => set('first_name')(event.target.value)}
                />
                <Field
                  label="Last name"
                  name="last_name"
                  autoComplete="family-name"
                  value={fields.last_name}
                  error={errors.last_name}
                  onChange={(event) => set('last_name')(event.target.value)}
                />
              </div>
            ) : null}
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={fields.email}
              error={errors.email}
              onChange={(event) => set('email')(event.target.value)}
            />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete={registering ? 'new-password' : 'current-password'}
              value={fields.password}
              error={errors.password}
              onChange={(event) => set('password')(event.target.value)}
            />
            {registering ? (
              <>
                <PasswordChecklist rules={passwordChecklist(fields.password)} />
                <div className="flex flex-col gap-2">
                  <Label htmlFor={roleId}>Role</Label>
                  <Select
                    id={roleId}
                    name="role"
                    options={roleOptions}
                    value={fields.role}
                    onChange={(event) => {
                      if (isRole(event.target.value)) set('role')(event.target.value);
                    }}
                  />
                  <FieldError>{errors.role}</FieldError>
                </div>
              </>
            ) : (
              <div className="flex justify-end">
                <Button variant="link" className="h-auto p-0" disabled={busy} onClick={() => void onForgotPassword()}>
                  Forgot password?
                </Button>
              </div>
            )}
            <FieldError>{formError ?? undefined}</FieldError>
            {needsVerification ? (
              <Button variant="outline" onClick={() => void onResendVerification()}>
                {resendVerificationLabel}
              </Button>
            ) : null}
            <Button type="submit" size="lg" loading={busy}>
              {registering ? 'Sign Up' : 'Sign In'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
