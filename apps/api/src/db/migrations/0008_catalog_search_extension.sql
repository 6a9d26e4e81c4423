-- Trigram matching for catalog search ("Did you mean", typo tolerance). In the schema public, so
-- every schema of the database (a test's, an instance's) finds it; queries name it public.* .
-- PGlite ships it as a contrib extension (src/db/pglite.ts loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
