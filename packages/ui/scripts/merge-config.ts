/**
 * Writes src/lib/merge-config.ts: tailwind-merge's default configuration cut down to the class groups
 * the components write, and every group that overrides one of them (`p` overrides `px`). `cn` merges
 * with it through tailwind-merge's own `createTailwindMerge`: the full default configuration is
 * 8 kB gzip in every page's entry, this one about 2. A consumer's class still replaces a component's
 * class of the same group, as with the full configuration; test/merge-config.test.ts checks both,
 * and that the file is current.
 *
 * Run it after adding a kind of utility to a component (`npm run generate:merge-config`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTailwindMerge, getDefaultConfig, validators } from 'tailwind-merge';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const outputFile = path.join(packageDir, 'src/lib/merge-config.ts');

type Config = ReturnType<typeof getDefaultConfig>;
type ThemeGetter = ((theme: unknown) => unknown) & { isThemeGetter: true; themeKey: string };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) && file !== outputFile ? [file] : [];
  });
}

/** Every word of every string literal of the sources under `dir` (not this script's output) that could be a Tailwind class. */
export function classTokens(dir: string): string[] {
  const tokens = new Set<string>();
  for (const file of sourceFiles(dir)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of literal[2]!.split(/\s+/)) if (/^[!a-z@[*-][\w:\-[\]()/.%=&>*@#,~+!]+$/i.test(word)) tokens.add(word);
    }
  }
  return [...tokens].sort();
}

/** The utility without its variants and important mark: `hover:!px-2` -> `px-2`. */
export const utilityOf = (token: string): string => token.slice(token.lastIndexOf(':') + 1).replace(/^!|!$/g, '');

/**
 * The groups that may hold one of the utilities: those whose definition, alone in a configuration,
 * recognises it (tailwind-merge's own parser: a recognised class given twice is kept once). Alone,
 * a group may also take a utility of another (`text-color` takes `text-sm`): a few groups too many.
 */
function groupsOf(utilities: string[], config: Config): Set<string> {
  const groups = new Set<string>();
  for (const [group, definition] of Object.entries(config.classGroups)) {
    const merge = createTailwindMerge(() => ({ ...config, classGroups: { [group]: definition }, conflictingClassGroups: {}, conflictingClassGroupModifiers: {} }));
    if (utilities.some((utility) => utility !== '' && merge(`${utility} ${utility}`) === utility)) groups.add(group);
  }
  return groups;
}

/** The kept groups: those the components write, then, until none is added, those that override a kept one. */
function keptGroups(config: Config): string[] {
  const kept = groupsOf([...new Set(classTokens(path.join(packageDir, 'src')).map(utilityOf))], config);
  for (let added = true; added; ) {
    added = false;
    for (const [group, overridden] of Object.entries(config.conflictingClassGroups)) {
      if (kept.has(group) || !overridden.some((other) => kept.has(other))) continue;
      kept.add(group);
      added = true;
    }
  }
  return Object.keys(config.classGroups).filter((group) => kept.has(group));
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, validator]) => [validator, name]));

/** The TypeScript text of a configuration value: validators and theme getters by name. */
function print(value: unknown, used: Set<string>): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => print(item, used)).join(', ')}]`;
  if (typeof value === 'function') {
    if ((value as ThemeGetter).isThemeGetter) return used.add('fromTheme'), `fromTheme(${JSON.stringify((value as ThemeGetter).themeKey)})`;
    const name = validatorNames.get(value);
    if (!name) throw new Error(`tailwind-merge's default configuration has a function that is not one of its validators: ${String(value)}`);
    return used.add(name), name;
  }
  if (value && typeof value === 'object') {
    return `{ ${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${print(item, used)}`).join(', ')} }`;
  }
  return String(value);
}

/** The text of src/lib/merge-config.ts. */
export function generate(): string {
  const config = getDefaultConfig();
  const classGroups: Record<string, unknown> = config.classGroups;
  const groups = keptGroups(config);
  const kept = new Set(groups);
  const conflicts = Object.fromEntries(
    Object.entries(config.conflictingClassGroups).flatMap(([group, others]) => (kept.has(group) ? [[group, others.filter((other) => kept.has(other))]] : [])),
  );
  const modifierConflicts = Object.fromEntries(Object.entries(config.conflictingClassGroupModifiers).filter(([group]) => kept.has(group)));
  const used = new Set<string>();
  const printed = {
    theme: print({ ...config.theme }, used),
    classGroups: groups.map((group) => `    ${JSON.stringify(group)}: ${print(classGroups[group], used)},`),
    conflicts: print(conflicts, used),
    modifierConflicts: print(modifierConflicts, used),
    orderSensitiveModifiers: print(config.orderSensitiveModifiers, used),
  };
  const validatorsUsed = [...used].filter((name) => name !== 'fromTheme').sort();
  return [
    "// Generated by scripts/merge-config.ts from tailwind-merge's default configuration: do not edit.",
    '// The class groups the components write, and those that override them (see the script).',
    "import { fromTheme, validators, type Config, type DefaultThemeGroupIds } from 'tailwind-merge';",
    '',
    `const { ${validatorsUsed.join(', ')} } = validators;`,
    '',
    'export const mergeConfig: Config<string, DefaultThemeGroupIds> = {',
    `  cacheSize: ${config.cacheSize},`,
    `  theme: ${printed.theme},`,
    '  classGroups: {',
    ...printed.classGroups,
    '  },',
    `  conflictingClassGroups: ${printed.conflicts},`,
    `  conflictingClassGroupModifiers: ${printed.modifierConflicts},`,
    `  orderSensitiveModifiers: ${printed.orderSensitiveModifiers},`,
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(outputFile, generate());
  console.log(`wrote ${path.relative(packageDir, outputFile)}`);
}
