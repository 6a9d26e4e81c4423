/**
 * The seam between the assistant and the catalog: for one message, the products its structured
 * queries may show, found in the whole catalog through the catalog's search (`whereOf` of
 * catalog/search.ts). The assistant then answers from these candidates alone, with one
 * selection (`selectProducts`), so its text and its cards come from the same query.
 *
 * The candidates of a query are a superset of what the assistant may show for it:
 * - per product type it may mean, the first products (by price when a cheapest or dearest one is
 *   asked for, else the best rated) that meet every constraint the database can check: type, area,
 *   skin types, concerns, free-of flags, SPF, price, ingredients wanted and excluded, products
 *   excluded. The assistant's own checks (tint, a product's words, a price per type) then narrow them;
 * - the products whose words (name first) match the message's content words or the query's
 *   keywords, so a product named in the message, or said to be 'tinted' or made with coffee, is there;
 * - per type, a few products of the right type and area whatever else, the closest when nothing fits;
 * - the products an earlier answer suggested or was about, by id, for follow-ups.
 * The evaluation and unit tests pass an in-memory catalog to the assistant instead.
 */
import { productTypes, type Product, type ProductType } from '@nyansa/contract';
import { and, desc, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { rowsOf } from '../../db/database';
import { products } from '../../db/schema/index';
import { contentWords } from '../../lib/search-text';
import { searchWords, whereOf, type CatalogQuery } from '../catalog/search';
import type { CatalogProduct } from '../../lib/catalog-search';
import { productFields, toProduct } from '../catalog/service';
import { ANALYSIS_CONCERN, answerLocally, prepareCatalog, previousContext, type AssistantInput, type AssistantReply, type LatestAnalysis } from './assistant/assistant';
import { parseMessage } from './assistant/constraints';
import type { Constraints } from './assistant/query';
import { continueFrom, standalone } from './assistant/conversation';
import type { TurnContext } from './assistant/memory';
import { writeOut } from './assistant/spelling';
import { wantedArea, wantedTypes } from './assistant/matching';
import { ingredientById, isNamedIngredient } from './assistant/catalog-vocabulary';

export interface FinderRequest {
  /** The structured queries the message may mean (on its own, and as a follow-up of the previous question). */
  queries: readonly Constraints[];
  /** Products referred to by id: those an earlier answer suggested or was about, or compared with. */
  ids: readonly number[];
  /** The message as written, for the products it names. */
  message: string;
}

/** The products the assistant may show for one message. */
export type ProductFinder<P extends CatalogProduct = Product> = ((request: FinderRequest) => Promise<readonly P[]>) & {
  /** It gives every product of the catalog whatever the request: nothing more to find for another query. */
  wholeCatalog?: true;
};

/** Fitting products per product type, and near ones per type, and products by words. */
const perTypeFitting = 8;
const perTypeNear = 3;
const byWords = 12;

/** The constraints the database can check, each a condition every product the assistant shows for `c` meets. */
export function catalogQueryOf(c: Constraints): CatalogQuery {
  const types = wantedTypes(c)?.filter((type) => !c.exclude?.types?.includes(type) && (type !== 'set' || c.types?.includes('set')));
  const area = wantedArea(c);
  const cents = (dollars: number) => Math.round(dollars * 100);
  const low = [c.price?.min, c.price?.above].filter((value) => value !== undefined);
  const high = [c.price?.max, c.price?.below].filter((value) => value !== undefined);
  return {
    ...(types ? { productTypes: types } : {}),
    ...(area ? { areas: [area] } : {}),
    ...(c.skinTypes?.length ? { skinTypes: c.skinTypes } : {}),
    // 'any': a product targeting some of several concerns may be shown when none targets them all.
    ...(c.concerns?.length ? { concerns: c.concerns } : {}),
    ...(c.freeOf?.length ? { freeOf: c.freeOf } : {}),
    ...(c.spf ? { minSpf: c.spf } : {}),
    // Inclusive bounds: the assistant applies the strict ones ('under $10') itself.
    ...(low.length ? { minPriceCents: cents(Math.max(...low)) } : {}),
    ...(high.length ? { maxPriceCents: cents(Math.min(...high)) } : {}),
    ...(c.exclude?.productIds?.length ? { excludeIds: c.exclude.productIds } : {}),
    limit: perTypeFitting,
  };
}

/** A product's INCI list matches the vocabulary's pattern for the ingredient (as the assistant's `hasIngredient`). */
function ingredientCondition(id: string): SQL | undefined {
  const ingredient = ingredientById(id);
  if (!ingredient) return undefined;
  // JavaScript's \b is PostgreSQL's \y; the vocabulary's patterns use nothing else that differs.
  const pattern = ingredient.inci.source.replace(/\\b/g, '\\y');
  const inList = sql`EXISTS (SELECT 1 FROM unnest(${products.ingredients}) AS i(name) WHERE i.name ~* ${pattern})`;
  // An ingredient the catalog named is found by that name among the key ingredients too, as the assistant's `hasIngredient`.
  return isNamedIngredient(id) ? sql`(${inList} OR EXISTS (SELECT 1 FROM unnest(${products.keyIngredients}) AS k(name) WHERE k.name ~* ${pattern}))` : inList;
}

function ingredientsOf(c: Constraints): SQL | undefined {
  // A product without an ingredient list is judged by its words: it stays a candidate.
  const noList = sql`cardinality(${products.ingredients}) = 0`;
  const wanted = (c.ingredients ?? []).flatMap((id) => ingredientCondition(id) ?? []);
  const unwanted = (c.exclude?.ingredients ?? []).flatMap((id) => ingredientCondition(id) ?? []);
  if (wanted.length === 0 && unwanted.length === 0) return undefined;
  return sql`(${noList} OR (${and(...wanted, ...unwanted.map((condition) => sql`NOT ${condition}`))}))`;
}

/** Ids of the first products of each type meeting `where`, in `order`. */
function firstPerType(types: readonly ProductType[], where: SQL, order: SQL, limit: number): SQL {
  return sql`SELECT found.id FROM unnest(${sql.param([...types])}::text[]) AS t(type)
    CROSS JOIN LATERAL (SELECT ${products.id} AS id FROM ${products}
      WHERE ${where} AND ${products.productType} = t.type ORDER BY ${order} LIMIT ${limit}) AS found`;
}

function orderFor(c: Constraints): SQL {
  const cheapest = c.superlative === 'cheapest' || c.sort === 'cheapest';
  const dearest = c.superlative === 'priciest' || c.sort === 'priciest';
  if (cheapest) return sql`${products.priceCents} ASC, ${products.id} ASC`;
  if (dearest) return sql`${products.priceCents} DESC, ${products.id} DESC`;
  return sql`${products.ratingAverage} DESC NULLS LAST, ${products.ratingCount} DESC, ${products.id} DESC`;
}

/** Products whose words match any of `words` (name over description over ingredients), best first. */
function matchingAnyWord(words: readonly string[], where: SQL | undefined): SQL | null {
  const terms = [...new Set(words.flatMap((word) => searchWords(word)))].filter((word) => word.length > 2).slice(0, 16);
  if (terms.length === 0) return null;
  const query = sql`to_tsquery('english', ${terms.map((word) => `'${word}':*`).join(' | ')})`;
  return sql`SELECT ${products.id} AS id FROM ${products}
    WHERE ${and(whereOf({ limit: 1 }), sql`${products.searchVector} @@ ${query}`, where)}
    ORDER BY ts_rank(${products.searchVector}, ${query}) DESC, ${products.id} DESC LIMIT ${byWords}`;
}

/** The finder over the whole catalog in the database. */
export function createCatalogFinder(db: AppDb): ProductFinder {
  async function ids(statement: SQL | null): Promise<number[]> {
    if (!statement) return [];
    const rows = await rowsOf<{ id: number }>(db, statement);
    return rows.map((row) => Number(row.id));
  }

  return async function findProducts({ queries, ids: referred, message }) {
    const lookups: Promise<number[]>[] = [ids(matchingAnyWord(contentWords(message), undefined))];
    for (const c of queries) {
      const query = catalogQueryOf(c);
      const types = query.productTypes ?? productTypes.filter((type) => type !== 'set' || c.types?.includes('set'));
      const fitting = and(whereOf(query), ingredientsOf(c))!;
      lookups.push(ids(firstPerType(types, fitting, orderFor(c), perTypeFitting)));
      // The closest when nothing fits miss one thing: the type (other kinds for the area), the area (the kind for elsewhere), or another constraint.
      const near = (where: CatalogQuery, among: readonly ProductType[]) => ids(firstPerType(among, whereOf(where), orderFor(c), perTypeNear));
      lookups.push(near({ ...(query.productTypes ? { productTypes: query.productTypes } : {}), ...(query.areas ? { areas: query.areas } : {}), limit: perTypeNear }, types));
      if (query.productTypes && query.areas) {
        lookups.push(near({ areas: query.areas, limit: perTypeNear }, productTypes.filter((type) => type !== 'set')));
        lookups.push(near({ productTypes: query.productTypes, limit: perTypeNear }, query.productTypes));
      }
      if (c.keywords?.length) lookups.push(ids(matchingAnyWord(c.keywords, fitting)));
    }
    const found = [...new Set([...referred, ...(await Promise.all(lookups)).flat()])];
    if (found.length === 0) return [];
    const rows = await db
      .select(productFields)
      .from(products)
      .where(and(whereOf({ limit: found.length }), inArray(products.id, found)))
      .orderBy(desc(products.id));
    // A set's contents: the products its description or how-to-use names.
    const sets = rows.filter((row) => row.productType === 'set');
    const contents = sets.length === 0 ? [] : await db
      .select(productFields)
      .from(products)
      .where(and(whereOf({ limit: 1 }), notInArray(products.id, found), sql`position(lower(${products.name}) IN ${sets.map((set) => `${set.description} ${set.howToUse}`).join(' ').toLowerCase()}) > 0`))
      .limit(50);
    return [...rows, ...contents].map(toProduct);
  };
}

/** The whole live catalog held in memory, and how to wait for a refresh under way (tests, benches). */
export type CatalogSnapshot = ProductFinder & { settled: () => Promise<void> };

interface Held {
  version: string;
  catalog: readonly Product[];
  /** Each product's row version (PostgreSQL's `xmin`), to find which products changed. */
  rows: ReadonlyMap<number, string>;
}

/** Past this many changed products, the whole catalog is read again rather than the changed rows by id. */
const wholeReadAbove = 2000;

/**
 * The finder the chat service uses: the whole live catalog, held in memory and updated when it
 * changed. Each message costs one small statement (the catalog's row versions: PostgreSQL's `xmin`
 * of every row, which any insert, update, archive or trigger-kept rating or stock changes), and the
 * assistant's one selection then runs over every product (with the vocabulary derived from them),
 * so its text and cards come from one query over the whole catalog. The same list is handed out
 * until the catalog changes, so the assistant's per-catalog indexes are built once.
 *
 * After a change only the changed products are read (their row versions differ), a new list keeps
 * the unchanged product objects, and the assistant's indexes are prepared for it (the search index
 * carried over) before it is handed out. From `staleFrom` products on, a message waits at most
 * `waitMs` for that refresh; past it, the previous list answers and the refresh finishes in the
 * background (at 10,000 products, a few hundred milliseconds). The first read is always awaited.
 */
export function createCatalogSnapshot(db: AppDb, { waitMs = 50, staleFrom = 1000 }: { waitMs?: number; staleFrom?: number } = {}): CatalogSnapshot {
  let held: Held | null = null;
  let refreshing: Promise<void> | null = null;
  const versionOf = async (): Promise<string> => {
    const [row] = await rowsOf<{ version: string }>(db, sql`SELECT count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text AS version FROM ${products}`);
    return row?.version ?? '';
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
    const catalog = [...rows.keys()].sort((a, b) => a - b).flatMap((id) => byId.get(id) ?? []);
    await prepareCatalog(catalog, before && !whole ? { catalog: before.catalog, changed: [...changed, ...removed] } : undefined);
    return { version, catalog, rows };
  }
  const finder = async () => {
    const version = await versionOf();
    if (held?.version === version) return held.catalog;
    // Concurrent messages after a change share one refresh; a change during it is seen by the next message.
    refreshing ??= load(version, held)
      .then((next) => {
        held = next;
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
    return held!.catalog;
  };
  return Object.assign(finder, { wholeCatalog: true as const, settled: async () => void (await refreshing?.catch(() => undefined)) });
}

/**
 * The assistant's answer from the products the finder gives for the message; when the answer's own
 * query (after following the conversation, or 'like the Body Butter but cheaper') differs from the
 * ones asked, that query's products are found too and the answer is made again, so its text and
 * cards come from its one query over the whole catalog.
 */
export async function answerFromCatalog(input: Omit<AssistantInput, 'catalog'>, findProducts: ProductFinder): Promise<{ reply: AssistantReply; catalog: readonly Product[] }> {
  const request = finderRequest(input.message, previousContext(input.history ?? []), input.latestAnalysis);
  let catalog = await findProducts(request);
  let reply = answerLocally({ ...input, catalog });
  const asked = new Set(request.queries.map((query) => JSON.stringify(query)));
  if (!findProducts.wholeCatalog && !asked.has(JSON.stringify(reply.constraints))) {
    const known = new Set(catalog.map((product) => product.product_id));
    const more = (await findProducts({ queries: [reply.constraints], ids: [], message: request.message })).filter((product) => !known.has(product.product_id));
    if (more.length > 0) {
      catalog = [...catalog, ...more];
      reply = answerLocally({ ...input, catalog });
    }
  }
  return { reply, catalog };
}

/** The finder over a catalog held in memory (tests): every product is a candidate (the same list, so its indexes are reused). */
export function listFinder<P extends CatalogProduct>(catalog: readonly P[]): ProductFinder<P> {
  return Object.assign(async () => catalog, { wholeCatalog: true as const });
}

/**
 * What to ask the finder for a message: the message on its own, as a follow-up of the previous
 * question, and leaning on the shopper's latest analysis; the products of the previous answer.
 */
export function finderRequest(message: string, previous: TurnContext | null, analysis: LatestAnalysis | null | undefined): FinderRequest {
  const written = writeOut(message.trim());
  const parsed = parseMessage(written);
  const own = standalone(parsed);
  const queries: Constraints[] = [own];
  if (previous) queries.push(continueFrom(previous, parsed, written).constraints);
  const first = analysis?.concerns[0];
  if (first && !own.concerns && !own.skinTypes) {
    const meaning = ANALYSIS_CONCERN[first];
    queries.push({ ...own, ...(meaning.concern ? { concerns: [meaning.concern] } : {}), ...(meaning.skinType ? { skinTypes: [meaning.skinType] } : {}), ...(meaning.keywords ? { keywords: meaning.keywords } : {}) });
  }
  const ids = previous ? [...previous.suggested.map((product) => product.id), ...(previous.about === undefined ? [] : [previous.about]), ...(previous.constraints.comparedTo === undefined ? [] : [previous.constraints.comparedTo])] : [];
  return { queries, ids, message: written };
}
