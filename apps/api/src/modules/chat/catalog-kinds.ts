/**
 * The areas each product type of the catalog has products for, so the catalog finder asks a type
 * for an area only when some product of it is there: proving a kind absent walks every product of
 * the order's index (at 100,000 products on PostgreSQL, 1 s for the twelve kinds no face product
 * has). Per type and area also: the highest SPF, whether some products have no ingredient list
 * (an ingredient question considers them, judged by their words), and the ids when they are few.
 *
 * Read again when the catalog's words changed (`catalog_terms`, a small table, which a product
 * added, archived or renamed changes: checked per message), and in the background when older than
 * `maxAgeMs` (a product's areas or ingredient list edited alone).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/database';
import { products } from '../../db/schema/index';
import { whereOf } from '../catalog/search';

/** What the catalog holds of one product type in one area (null: its products that list no area). */
interface Kind {
  count: number;
  /** The highest SPF of these products. */
  spf: number | null;
  /** Some of them have no ingredient list. */
  unlisted: boolean;
  /** Their ids, when they are few: a lookup reads them by id instead of walking an index for them. */
  ids: number[] | null;
}

/** Up to this many products of a kind in an area, their ids are kept. */
const fewUpTo = 50;

/** Where a type is asked: `areas` (any of them; all the type's products when none), and what its products must have. */
export interface KindNeeds {
  areas?: readonly string[] | undefined;
  minSpf?: number | undefined;
  unlisted?: boolean;
}

export interface CatalogKinds {
  /** The catalog's words' version: it changes when a product is added, archived or renamed. */
  version: string;
  /** Whether some product of the type meets `needs`. */
  has(type: string, needs: KindNeeds): boolean;
  /** The ids of the type's products in `needs.areas` when they are few, else null. */
  few(type: string, needs: KindNeeds): number[] | null;
}

interface Known {
  version: string;
  at: number;
  kinds: ReadonlyMap<string, ReadonlyMap<string | null, Kind>>;
}

const maxAgeMs = 5000;

function asCatalogKinds({ version, kinds }: Known): CatalogKinds {
  const of = (type: string, areas: readonly string[] | undefined): Kind[] => {
    const byArea = kinds.get(type);
    if (!byArea) return [];
    return areas === undefined ? [...byArea.values()] : areas.flatMap((area) => byArea.get(area) ?? []);
  };
  return {
    version,
    has: (type, { areas, minSpf, unlisted }) =>
      of(type, areas).some((kind) => (minSpf === undefined || (kind.spf ?? 0) >= minSpf) && (!unlisted || kind.unlisted)),
    few: (type, { areas }) => {
      const found = of(type, areas);
      // A product in several of the areas is counted in each: the ids are a superset, never too few.
      return found.every((kind) => kind.ids !== null) && found.reduce((sum, kind) => sum + kind.count, 0) <= fewUpTo ? found.flatMap((kind) => kind.ids!) : null;
    },
  };
}

export function createCatalogKinds(db: AppDb): () => Promise<CatalogKinds> {
  let known: Known | null = null;
  let rereading = false;
  const versionOf = async () => {
    const [row] = await rowsOf<{ version: string }>(db, sql`SELECT count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text AS version FROM catalog_terms`);
    return row?.version ?? '';
  };
  const read = async (version: string): Promise<Known> => {
    const at = Date.now();
    const rows = await rowsOf<{ type: string; area: string | null; count: number; spf: number | null; unlisted: boolean; ids: number[] | null }>(
      db,
      sql`SELECT ${products.productType} AS type, a.area, count(*)::int AS count, max(${products.spf}) AS spf,
                 bool_or(cardinality(${products.ingredients}) = 0) AS unlisted, CASE WHEN count(*) <= ${fewUpTo} THEN array_agg(${products.id}) END AS ids
            FROM ${products} LEFT JOIN LATERAL unnest(${products.areas}) AS a(area) ON true WHERE ${whereOf({ limit: 1 })}
           GROUP BY 1, 2`,
    );
    const kinds = new Map<string, Map<string | null, Kind>>();
    for (const { type, area, count, spf, unlisted, ids } of rows) {
      kinds.set(type, (kinds.get(type) ?? new Map<string | null, Kind>()).set(area, { count, spf: spf === null ? null : Number(spf), unlisted, ids: ids?.map(Number) ?? null }));
    }
    return { version, at, kinds };
  };
  return async () => {
    const version = await versionOf();
    if (known?.version !== version) known = await read(version);
    else if (Date.now() - known.at > maxAgeMs && !rereading) {
      rereading = true;
      read(version)
        // Unless a newer version was read meanwhile.
        .then((kinds) => {
          if (known?.version === kinds.version) known = kinds;
        })
        .catch(() => undefined)
        .finally(() => (rereading = false));
    }
    return asCatalogKinds(known);
  };
}
