/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand name shown by the shop; defaults to Nyansa. */
  readonly VITE_BRAND_NAME?: string;
}
