import {
  authMessages,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  emailRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  messageResponseSchema,
  passwordMessages,
  profileResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenParamsSchema,
  updateProfileRequestSchema,
  verificationMessages,
} from '@nyansa/contract';
import type { AppModule } from '../../app';
import { authenticated, requireUser } from '../../auth/guard';
import { createAccountsService } from './service';

const accountsModule: AppModule = async (app, { config, deps }) => {
  const accounts = createAccountsService({ ...deps, publicUrl: config.publicUrl, log: app.log });
  const auth = { tags: ['auth'] };
  const user = { tags: ['user'], security: [{ bearer: [] }] };
  // Per-IP ceilings against abuse of mail-sending and token-guessing routes; login has its own per IP+email limit.
  const perIpLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
  // Every login attempt costs a password hash: one address trying many emails is stopped here, well above what people behind one address need.
  const loginPerIpLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post(
    '/api/auth/register',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { ...auth, body: registerRequestSchema, response: { 201: messageResponseSchema } } },
    async (req, reply) => {
      await accounts.register(req.body);
      return reply.status(201).send({ success: true, message: authMessages.registered });
    },
  );

  app.get(
    '/api/auth/verify-email/:token',
    { schema: { ...auth, params: tokenParamsSchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await accounts.verifyEmail(req.params.token);
      return { success: true, message: verificationMessages.success };
    },
  );

  app.post('/api/auth/login', { config: loginPerIpLimit, schema: { ...auth, body: loginRequestSchema, response: { 200: loginResponseSchema } } }, async (req) => {
    const data = await accounts.login(req.body.email, req.body.password, req.ip);
    return { success: true as const, message: authMessages.loginSuccess, data };
  });

  // Signed in, so already past the token check; the token is ended on every instance at once.
  app.post(
    '/api/auth/logout',
    { onRequest: authenticated, schema: { ...auth, security: [{ bearer: [] }], response: { 200: logoutResponseSchema } } },
    async (req) => {
      const me = await requireUser(req);
      await accounts.logout(me.id, me.session);
      return { success: true as const, message: authMessages.loggedOut };
    },
  );

  app.post(
    '/api/auth/logout-all',
    { onRequest: authenticated, schema: { ...auth, security: [{ bearer: [] }], response: { 200: logoutResponseSchema } } },
    async (req) => {
      const me = await requireUser(req);
      await accounts.logoutAll(me.id);
      return { success: true as const, message: authMessages.loggedOutEverywhere };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    { config: perIpLimit, schema: { ...auth, body: emailRequestSchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await accounts.resendVerification(req.body.email);
      return { success: true, message: authMessages.verificationSent };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    { config: perIpLimit, schema: { ...auth, body: emailRequestSchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await accounts.forgotPassword(req.body.email);
      return { success: true, message: authMessages.resetSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: perIpLimit, schema: { ...auth, body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await accounts.resetPassword(req.body.token, req.body.new_password);
      return { success: true, message: authMessages.resetDone };
    },
  );

  app.get('/api/user/profile', { onRequest: authenticated, schema: { ...user, response: { 200: profileResponseSchema } } }, async (req) => {
    const me = await requireUser(req);
    return { success: true as const, data: await accounts.profile(me.id) };
  });

  app.put(
    '/api/user/profile',
    { onRequest: authenticated, schema: { ...user, body: updateProfileRequestSchema, response: { 200: profileResponseSchema } } },
    async (req) => {
      const me = await requireUser(req);
      return { success: true as const, data: await accounts.updateProfile(me.id, req.body) };
    },
  );

  app.put(
    '/api/user/profile/password',
    {
      onRequest: authenticated,
      // Against guessing the current password with a stolen session: counted per account (authenticated ran first and set authUser).
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (req) => `user:${req.authUser?.id ?? req.ip}` } },
      schema: { ...user, body: changePasswordRequestSchema, response: { 200: changePasswordResponseSchema } },
    },
    async (req) => {
      const me = await requireUser(req);
      const token = await accounts.changePassword(me.id, req.body.currentPassword, req.body.newPassword);
      return { success: true as const, message: passwordMessages.success, data: { token } };
    },
  );
};

export default accountsModule;
