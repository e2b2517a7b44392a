import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema and committed; both PGlite and PostgreSQL apply the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
