/**
 * The finder the chat service uses (`createChatFinder`): a catalog of up to `holdUpTo` products is
 * held in memory whole (`createCatalogSnapshot`), so the assistant's one selection runs over every
 * product; a larger one is searched in the database per message (`createCatalogFinder`: a few
 * candidates per query through the catalog's search), so memory and the per-message work stay
 * bounded whatever the catalog's size. At 100,000 products the snapshot took 9.7 s to read, 500 MB
 * of memory, a 135 ms scan per message to check its freshness, and 190-970 ms per answer.
 */
import type { Product } from '@nyansa/contract';
import { and, inArray, sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/database';
import { products } from '../../db/schema/index';
import { whereOf } from '../catalog/search';
import { productFields, toProduct } from '../catalog/service';
import { prepareCatalog } from './assistant/assistant';
import { asWholeCatalog, createCatalogFinder, type ProductFinder } from './product-finder';

/** The whole live catalog held in memory, or null once it holds more than `holdUpTo` products. */
export type CatalogSnapshot = (() => Promise<readonly Product[] | null>) & { settled: () => Promise<void> };

/** The chat service's finder, and how to wait for a refresh of its snapshot under way (tests, benches). */
export type ChatFinder = ProductFinder & { settled: () => Promise<void> };

interface SnapshotOptions {
  /** A refresh a message waits for at most, from `staleFrom` products on. */
  waitMs?: number;
  staleFrom?: number;
  /** Past this many products the catalog is not held in memory. */
  holdUpTo?: number;
}

interface Held {
  version: string;
  catalog: readonly Product[];
  /** Each product's row version (PostgreSQL's `xmin`), to find which products changed. */
  rows: ReadonlyMap<number, string>;
}

/** Past this many changed products, the whole catalog is read again rather than the changed rows by id. */
const wholeReadAbove = 2000;

/**
 * The whole live catalog, held in memory and updated when it changed. Each message costs one small
 * statement (the catalog's size and row versions: PostgreSQL's `xmin` of every row, which any
 * insert, update, archive or trigger-kept rating or stock changes). The same list is handed out
 * until the catalog changes, so the assistant's per-catalog indexes are built once.
 *
 * After a change only the changed products are read (their row versions differ), a new list keeps
 * the unchanged product objects, and the assistant's indexes are prepared for it (the search index
 * carried over) before it is handed out. From `staleFrom` products on, a message waits at most
 * `waitMs` for that refresh; past it, the previous list answers and the refresh finishes in the
 * background (at 10,000 products, a few hundred milliseconds). The first read is always awaited.
 */
export function createCatalogSnapshot(db: AppDb, { waitMs = 50, staleFrom = 1000, holdUpTo = Infinity }: SnapshotOptions = {}): CatalogSnapshot {
  let held: Held | null = null;
  let refreshing: Promise<void> | null = null;
  // Bumped when the list is let go, so a refresh under way then does not hold it again.
  let generation = 0;
  const versionOf = async (): Promise<{ version: string; size: number }> => {
    const [row] = await rowsOf<{ version: string; size: number }>(
      db,
      sql`SELECT count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text AS version, count(*) FILTER (WHERE ${whereOf({ limit: 1 })})::int AS size FROM ${products}`,
    );
    return { version: row?.version ?? '', size: Number(row?.size ?? 0) };
  };
  async function load(version: string, before: Held | null): Promise<Held> {
    const versions = await rowsOf<{ id: number; v: string }>(db, sql`SELECT ${products.id} AS id, xmin::text AS v FROM ${products} WHERE ${whereOf({ limit: 1 })}`);
    const rows = new Map(versions.map((row) => [Number(row.id), row.v]));
    const changed = [...rows].filter(([id, v]) => before?.rows.get(id) !== v).map(([id]) => id);
    const removed = before ? [...before.rows.keys()].filter((id) => !rows.has(id)) : [];
    const whole = !before || changed.length > wholeReadAbove;
    const read = whole || changed.length > 0 ? await db.select(productFields).from(products).where(whole ? whereOf({ limit: 1 }) : and(whereOf({ limit: 1 }), inArray(products.id, changed))) : [];
    const byId = new Map(whole ? [] : before.catalog.map((product) => [product.product_id, product]));
    for (const product of read.map(toProduct)) byId.set(product.product_id, product);
    // In id order, as a whole read gives it; a product archived meanwhile is dropped, and read again when its version shows it.
    const catalog = asWholeCatalog([...rows.keys()].sort((a, b) => a - b).flatMap((id) => byId.get(id) ?? []));
    await prepareCatalog(catalog, before && !whole ? { catalog: before.catalog, changed: [...changed, ...removed] } : undefined);
    return { version, catalog, rows };
  }
  const snapshot = async () => {
    const { version, size } = await versionOf();
    if (size > holdUpTo) {
      held = null;
      generation += 1;
      return null;
    }
    if (held?.version === version) return held.catalog;
    // Concurrent messages after a change share one refresh; a change during it is seen by the next message.
    const started = generation;
    refreshing ??= load(version, held)
      .then((next) => {
        if (generation === started) held = next;
      })
      .finally(() => {
        refreshing = null;
      });
    const refresh = refreshing;
    // A small catalog refreshes in a few milliseconds: always awaited, never answered from the previous list.
    if (!held || waitMs === Infinity || held.catalog.length < staleFrom) await refresh;
    else {
      let timer: ReturnType<typeof setTimeout> | undefined;
      // A failed refresh leaves the previous list answering; the next message tries again.
      await Promise.race([refresh.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
    }
    return held?.catalog ?? null;
  };
  return Object.assign(snapshot, { settled: async () => void (await refreshing?.catch(() => undefined)) });
}

/** How many products the catalog holds, counted up to `bound`. */
async function sizeUpTo(db: AppDb, bound: number): Promise<number> {
  const [row] = await rowsOf<{ size: number }>(db, sql`SELECT count(*)::int AS size FROM (SELECT 1 FROM ${products} WHERE ${whereOf({ limit: 1 })} LIMIT ${bound}) AS held`);
  return Number(row?.size ?? 0);
}

/**
 * The whole catalog from the snapshot while it holds at most `holdUpTo` products (20,000 by
 * default: the snapshot answers 10,000 within the assistant's goals), else the candidates of the
 * message's queries from the database. While the catalog is large, each message also counts it up
 * to the bound (beside the search), so a catalog that shrinks is held in memory again.
 */
export function createChatFinder(db: AppDb, { holdUpTo = 20_000, ...options }: SnapshotOptions = {}): ChatFinder {
  const snapshot = createCatalogSnapshot(db, { ...options, holdUpTo });
  const search = createCatalogFinder(db);
  let large = false;
  const finder: ProductFinder = async (request) => {
    if (!large) {
      const whole = await snapshot();
      if (whole) return whole;
      large = true;
    }
    const [found, size] = await Promise.all([search(request), sizeUpTo(db, holdUpTo + 1)]);
    if (size <= holdUpTo) large = false;
    return found;
  };
  return Object.assign(finder, { settled: snapshot.settled });
}
