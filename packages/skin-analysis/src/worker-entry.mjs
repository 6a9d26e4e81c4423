// Starts the analysis thread. A worker does not inherit vitest's TypeScript transform (and only
// inherits tsx's when the parent ran under tsx), so it loads the TypeScript through tsx itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
