import { parseTokens } from './tokens';

export interface TokenTableProps {
  /** theme.css as text (`import theme from '../theme.css?raw'`). */
  theme: string;
  /** A brand's override file as text, shown in a column of its own. */
  brand?: { name: string; css: string };
}

const isColour = (name: string) => name.startsWith('--ny-color-');

function Swatch({ value }: { value: string }) {
  return <span aria-hidden="true" className="inline-block size-4 shrink-0 rounded-sm border border-border align-middle" style={{ background: value }} />;
}

function Value({ name, value }: { name: string; value: string | undefined }) {
  if (value === undefined) return <span className="text-muted-foreground">as Nyansa</span>;
  return (
    <span className="inline-flex items-center gap-2">
      {isColour(name) ? <Swatch value={value} /> : null}
      <code className="text-xs break-all">{value}</code>
    </span>
  );
}

/** Every token of theme.css with its value, and a brand's override beside it; generated from the files. */
export function TokenTable({ theme, brand }: TokenTableProps) {
  const tokens = parseTokens(theme);
  const overrides = new Map(parseTokens(brand?.css ?? '').map((token) => [token.name, token.value]));
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">Design tokens{brand ? ` of Nyansa and ${brand.name}` : ''}</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-4">Token</th>
          <th scope="col" className="py-2 pr-4">Nyansa</th>
          {brand ? <th scope="col" className="py-2 pr-4">{brand.name}</th> : null}
          <th scope="col" className="py-2">Group</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name} className="border-b border-border align-top">
            <th scope="row" className="py-2 pr-4 font-normal">
              <code className="text-xs">{token.name}</code>
            </th>
            <td className="py-2 pr-4"><Value name={token.name} value={token.value} /></td>
            {brand ? <td className="py-2 pr-4"><Value name={token.name} value={overrides.get(token.name)} /></td> : null}
            <td className="py-2 text-muted-foreground">{token.group}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
