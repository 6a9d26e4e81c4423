import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes what each emitted chunk holds (its modules and its code size), so a check can read the bundle's own account. */
function bundleReport(file: string): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).map((output) =>
        output.type === 'chunk'
          ? {
              file: output.fileName,
              kind: 'js',
              bytes: output.code.length,
              // Only modules that left code in the chunk: a tree-shaken one renders 0 bytes.
              modules: Object.entries(output.modules)
                .filter(([, module]) => module.renderedLength > 0)
                .map(([id, module]) => ({ id, bytes: module.renderedLength })),
            }
          : { file: output.fileName, kind: 'asset', bytes: typeof output.source === 'string' ? output.source.length : output.source.byteLength, modules: [] },
      );
      writeFileSync(file, `${JSON.stringify(chunks, null, 2)}\n`);
    },
  };
}

// `vite build`: the brand's site (dist/). `vite build --mode button`: a page that imports one Button
// (dist-button/), to measure what importing a single component costs.
export default defineConfig(({ mode }) => {
  const button = mode === 'button';
  const outDir = button ? 'dist-button' : 'dist';
  return {
    plugins: [react(), bundleReport(resolve(import.meta.dirname, `${outDir}-report.json`))],
    build: {
      outDir,
      rollupOptions: { input: resolve(import.meta.dirname, button ? 'button.html' : 'index.html') },
    },
  };
});
