import type { AppModule } from '../../app';

const docsModule: AppModule = async (app) => {
  // The OpenAPI document, generated from the contract's zod schemas of every route.
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
};

export default docsModule;
