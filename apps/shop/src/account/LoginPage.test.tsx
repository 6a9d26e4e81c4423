import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginAnswer, testUser } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const form = (name: 'Welcome Back' | 'Create Account') => screen.findByRole('form', { name });

describe('login page', () => {
  it('shows every sign-in validation message and sends nothing', async () => {
    let calls = 0;
    server.use(http.post('*/api/auth/login', () => (calls++, HttpResponse.json(loginAnswer()))));
    const { user } = renderApp('/login');
    const signIn = await form('Welcome Back');
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ama@');
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please provide a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('shows every registration validation message, then the strength rules', async () => {
    let calls = 0;
    server.use(http.post('*/api/auth/register', () => (calls++, HttpResponse.json({ success: true, message: 'x' }))));
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    const signUp = await form('Create Account');
    const submit = within(signUp).getByRole('button', { name: 'Sign Up' });
    await user.click(submit);
    for (const text of ['First name is required', 'Last name is required', 'Email is required', 'Password is required']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }

    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(submit);
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.click(submit);
    const strength = await screen.findByText(/^Password must:/);
    expect(strength.textContent).toBe(
      'Password must:\n- contain at least one uppercase letter\n- contain at least one number\n- contain at least one special character',
    );
    expect(calls).toBe(0);
  });

  it('checks the password rules live while typing in create mode', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    const checklist = await screen.findByRole('list', { name: 'Password requirements' });
    const rule = (label: string) => within(checklist).getByText(label).closest('li');
    expect(rule('One uppercase letter')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1!');
    for (const label of ['At least 8 characters', 'One uppercase letter', 'One lowercase letter', 'One number']) {
      expect(rule(label)).toHaveAttribute('data-met', 'true');
    }
    expect(within(checklist).getByText(/One special character/).closest('li')).toHaveAttribute('data-met', 'true');
  });

  it('signs in, stores the token, toasts and goes to the ?redirect target', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(loginAnswer('fresh-token'));
      }),
    );
    const { user, path } = renderApp('/login?redirect=/about');
    await user.type(await screen.findByLabelText('Email'), ' Ama@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(path()).toBe('/about'));
    expect(sent).toEqual({ email: 'ama@example.com', password: 'Secret#123' });
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  });

  it('goes to /dashboard after sign-in when no redirect is given, and re-syncs the cart', async () => {
    const cartAuth: (string | null)[] = [];
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json(loginAnswer('t1'))),
      http.get('*/api/cart', ({ request }) => {
        cartAuth.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, data: { items: [], cart_total: 0 } });
      }),
      http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: testUser })),
    );
    const { user, path } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
    await waitFor(() => expect(cartAuth).toContain('Bearer t1'));
  });

  it("shows the server's reason when sign-in fails and keeps what was typed", async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ success: false, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, { status: 401 }),
      ),
    );
    const { user, path } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Invalid email or password')).not.toHaveLength(0);
    expect(path()).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('ama@example.com');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('registers, then switches to sign-in with cleared fields and asks to check the email', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { success: true, message: 'Registration successful! Please check your email to verify your account.' },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await form('Create Account');
    await user.type(screen.getByLabelText('First name'), 'Ama');
    await user.type(screen.getByLabelText('Last name'), 'Mensah');
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    expect(screen.getByLabelText('Role')).toHaveValue('consumer');
    await user.selectOptions(screen.getByLabelText('Role'), 'dermatologist');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await form('Welcome Back');
    expect(sent).toEqual({
      email: 'ama@example.com',
      password: 'Secret#123',
      first_name: 'Ama',
      last_name: 'Mensah',
      role: 'dermatologist',
    });
    expect(screen.getByText('Registration successful! Please log in.')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account.')).toBeInTheDocument();
    expect(screen.getByText('Registration successful! Please check your email to verify your account.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('clears fields and errors when switching between sign-in and create mode', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ama@');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please provide a valid email')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await form('Create Account');
    expect(screen.queryByText('Please provide a valid email')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await user.type(screen.getByLabelText('First name'), 'Ama');

    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    await form('Welcome Back');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('');
  });

  it("'Forgot password?' asks for the email, then mails a reset link", async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/auth/forgot-password', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: 'If an account with this email exists, we have sent a password reset link.' });
      }),
    );
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ama@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('If an account with this email exists, we have sent a password reset link.')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ama@example.com' });
  });

  it('keeps the favorites picked as a visitor by adding them to the account after sign-in', async () => {
    localStorage.setItem('user_favorites', JSON.stringify([3, 9]));
    const saved: unknown[] = [];
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json(loginAnswer('t2'))),
      http.get('*/api/user/favorites', () => HttpResponse.json({ success: true, data: { favorites: [9, 12] } })),
      http.put('*/api/user/favorites', async ({ request }) => {
        const body = await request.json();
        saved.push(body);
        return HttpResponse.json({ success: true, data: body });
      }),
      http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: testUser })),
    );
    const { user } = renderApp('/login?redirect=/about');
    await user.type(await screen.findByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(saved).toEqual([{ favorites: [9, 12, 3] }]));
  });

  it("says 'Login failed' when the server refuses without a reason", async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json({ success: false }, { status: 400 })));
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ama@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Login failed')).not.toHaveLength(0);
  });
});
