import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @nyansa/api -- --name <what>` writes the next migration from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
