import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // @nyansa/contract is private: the code this package uses from it (formatPrice, passwordRules) is
  // bundled into dist, and its types are inlined into dist/index.d.ts, so the published types stand
  // alone. The rules and the formatter still live in one place, the contract.
  // (A path mapping makes TypeScript read the contract as this package's own source, not as an external
  // library, so rollup-plugin-dts inlines what is used instead of leaving the import.)
  dts: { compilerOptions: { paths: { '@nyansa/contract/*': ['../contract/src/*'] } } },
  // ESM with sideEffects limited to CSS lets consumers' bundlers drop unused components.
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
