import {
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminOverviewResponseSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  authMessages,
  backOfficeMessages,
  brandCreateRequestSchema,
  brandResponseSchema,
  brandsResponseSchema,
  grantRoleRequestSchema,
  idParamsSchema,
} from '@nyansa/contract';
import type { AppModule } from '../../app';
import { allowRoles, requireRole } from '../../auth/guard';
import { auditPage } from './audit';
import { listOrders, overview } from './reports';
import { createBrand, listBrands, listUsers, setRole } from './service';

const admins = ['admin'] as const;
const managers = ['admin', 'brand_admin'] as const;

/** The back office of admins (and, for orders and brands, brand admins): every route checks the role read fresh from the database. */
const adminModule: AppModule = async (app, { config, deps }) => {
  const { database, clock } = deps;
  const db = database.db;
  const security = [{ bearer: [] }];

  app.get(
    '/api/admin/overview',
    { onRequest: allowRoles(admins), schema: { tags: ['admin'], security, response: { 200: adminOverviewResponseSchema } } },
    async () => ({ success: true as const, data: await overview(db, clock.now(), config.currency) }),
  );

  app.get(
    '/api/admin/orders',
    { onRequest: allowRoles(managers), schema: { tags: ['admin'], security, querystring: adminOrdersQuerySchema, response: { 200: adminOrdersResponseSchema } } },
    async (req) => {
      const user = await requireRole(req, managers);
      // A brand_admin without a brand manages nothing: brand 0 matches no product.
      const brandId = user.role === 'admin' ? null : (user.brandId ?? 0);
      return { success: true as const, ...(await listOrders(db, req.query, brandId)) };
    },
  );

  app.get(
    '/api/admin/users',
    { onRequest: allowRoles(admins), schema: { tags: ['admin'], security, querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } } },
    async (req) => ({ success: true as const, ...(await listUsers(database, req.query)) }),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      onRequest: allowRoles(admins),
      schema: { tags: ['admin'], security, params: idParamsSchema, body: grantRoleRequestSchema, response: { 200: adminUserResponseSchema } },
    },
    async (req) => {
      const admin = await requireRole(req, admins);
      const user = await setRole(database, { id: admin.id, email: admin.email }, req.params.id, req.body.role, req.body.brand_id);
      return { success: true as const, message: authMessages.roleUpdated, data: user };
    },
  );

  app.get(
    '/api/admin/brands',
    { onRequest: allowRoles(managers), schema: { tags: ['admin'], security, response: { 200: brandsResponseSchema } } },
    async (req) => {
      const user = await requireRole(req, managers);
      return { success: true as const, data: await listBrands(database, user.role === 'admin' ? undefined : user.brandId) };
    },
  );

  app.post(
    '/api/admin/brands',
    { onRequest: allowRoles(admins), schema: { tags: ['admin'], security, body: brandCreateRequestSchema, response: { 201: brandResponseSchema } } },
    async (req, reply) => {
      const admin = await requireRole(req, admins);
      const brand = await createBrand(database, { id: admin.id, email: admin.email }, req.body.name);
      return reply.status(201).send({ success: true as const, message: backOfficeMessages.brandCreated, data: brand });
    },
  );

  app.get(
    '/api/admin/audit',
    { onRequest: allowRoles(admins), schema: { tags: ['admin'], security, querystring: auditQuerySchema, response: { 200: auditResponseSchema } } },
    async (req) => ({ success: true as const, ...(await auditPage(db, req.query)) }),
  );
};

export default adminModule;
