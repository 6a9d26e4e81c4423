import { adminUserResponseSchema, authMessages, grantRoleRequestSchema, idParamsSchema } from '@nyansa/contract';
import type { AppModule } from '../../app';
import { authenticated, requireRole } from '../../auth/guard';
import { grantRole } from './service';

const adminModule: AppModule = async (app, { deps }) => {
  app.put(
    '/api/admin/users/:id/role',
    {
      onRequest: authenticated,
      schema: { tags: ['admin'], security: [{ bearer: [] }], params: idParamsSchema, body: grantRoleRequestSchema, response: { 200: adminUserResponseSchema } },
    },
    async (req) => {
      await requireRole(req, ['admin']);
      const user = await grantRole(deps.database, req.params.id, req.body.role, req.body.brand_id);
      return { success: true as const, message: authMessages.roleUpdated, data: user };
    },
  );
};

export default adminModule;
