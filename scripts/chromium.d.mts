/** Types of `chromium.mjs` for the TypeScript configs that import it. */
export declare const chromiumArgs: string[];
export declare function findChromium(): string | undefined;
export declare function ensureChromium(): string;
