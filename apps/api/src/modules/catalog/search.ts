/**
 * The catalog's one search: every reader that looks for products goes through `searchProducts`
 * (the shop's listing, the search box's suggestions, the skin analysis's recommendations, and the
 * chat assistant's "find products for this parsed query" seam).
 *
 * A `CatalogQuery` is what a shopper can constrain, in a listing's filters or in a question:
 * - `text`: words, each matched as the beginning of a word ("hyal" finds hyaluronic) in the
 *   product's full-text document, as written or as its english stem ("hydrati" finds hydrating,
 *   whose stem is 'hydrat'), all of them required (a stop word only when there is no other);
 *   weighted name (A) over description (B) over the rest (C: key ingredients, ingredient list,
 *   concerns, product type and category in words), so "acne" or "niacinamide" find products whose
 *   concerns or ingredients say so.
 * - `categories`, `productTypes`: any of them. `areas`, `skinTypes`, `concerns`: the product lists
 *   any of them (GIN indexes; and an index per concern for a category and prices, migration 0016).
 *   `freeOf`: all of these flags.
 * - `ingredients`: each must be in the key ingredients or the ingredient list (case-insensitive,
 *   part of an INCI name: "retinol" finds "Retinol 0.3%"); `excludeIngredients`: none of these.
 * - `minSpf`, `minPriceCents`, `maxPriceCents` (inclusive), `excludeIds`.
 * - `sort`: relevance (with text: first the products whose name has every word, the best rated
 *   first; then the others by `ts_rank`, the description's words over the rest, then the most
 *   reviewed; with no text: the best rated),
 *   rating (average, then count), created_at (newest with DESC), price, product_name; `order` for
 *   the last three and rating. `limit`, `offset`.
 * Archived products are never found. The SQL is the same on PostgreSQL and PGlite (pg_trgm is a
 * PGlite contrib extension); pg_trgm's objects are named `public.` because the extension lives in
 * the schema public whatever the app's schema (migration 0008).
 */
import { productConcerns, type Category, type FreeOfFlag, type ProductArea, type ProductConcern, type ProductType, type SkinType } from '@nyansa/contract';
import { and, arrayContains, arrayOverlaps, asc, desc, eq, gte, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/database';
import { products } from '../../db/schema/index';
import { inCatalog, productFields, type ProductRow } from './service';

export type CatalogSortBy = 'relevance' | 'rating' | 'created_at' | 'price' | 'product_name';

export interface CatalogQuery {
  text?: string | undefined;
  categories?: readonly Category[] | undefined;
  productTypes?: readonly ProductType[] | undefined;
  areas?: readonly ProductArea[] | undefined;
  skinTypes?: readonly SkinType[] | undefined;
  concerns?: readonly ProductConcern[] | undefined;
  ingredients?: readonly string[] | undefined;
  excludeIngredients?: readonly string[] | undefined;
  freeOf?: readonly FreeOfFlag[] | undefined;
  minSpf?: number | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  excludeIds?: readonly number[] | undefined;
  sort?: CatalogSortBy | undefined;
  order?: 'ASC' | 'DESC' | undefined;
  limit: number;
  offset?: number | undefined;
  /** Only the products after this one in the query's order (`pageAnchors`); `offset` counts from there. */
  after?: PageAnchor | undefined;
}

/** A product's place in an order: its sort column as text (exact, microseconds and all) and its id. */
export type PageAnchor = { key: string; id: number };

/** The words of what a shopper typed: letters and digits, lower-cased; punctuation separates them. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

/**
 * One typed word as a tsquery: the beginning of a word as written (the 'simple' configuration) or
 * of its english stem, so "hydrati" finds hydrating (stem 'hydrat') and "sunscr" sunscreen. The
 * documents hold both forms (migration 0017). A stop word ("for", "to") has no stem: '' here, which
 * matches nothing and which `&&` and `||` drop.
 */
export function wordQuery(word: string): SQL {
  const prefix = `'${word}':*`;
  return sql`(CASE WHEN numnode(to_tsquery('english', ${prefix})) = 0 THEN ''::tsquery ELSE to_tsquery('english', ${prefix}) || to_tsquery('simple', ${prefix}) END)`;
}

/**
 * Every word (`wordQuery`), all required: a stop word among other words is no word to find, as in
 * the english configuration; a search of stop words alone finds their beginnings as written ("to": toner).
 */
export function prefixQuery(words: readonly string[]): SQL {
  const asWritten = words.map((word) => sql`to_tsquery('simple', ${`'${word}':*`})`);
  return sql`coalesce(nullif(${sql.join(words.map(wordQuery), sql` && `)}, ''::tsquery), ${sql.join(asWritten, sql` && `)})`;
}

/** `%`, `_` and `\` in an ingredient are letters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.trim().toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const hasIngredient = (ingredient: string) =>
  sql`EXISTS (SELECT 1 FROM unnest(${products.keyIngredients} || ${products.ingredients}) AS i(name) WHERE lower(i.name) LIKE ${containsPattern(ingredient)})`;

/**
 * One concern as the per-concern indexes (migration 0016) say it: `@>` and the concern written as
 * a literal of the vocabulary, not a parameter, since a prepared statement's generic plan (the one
 * PostgreSQL settles on after a few runs) cannot tell which partial index a parameter matches.
 */
function hasConcern(concern: ProductConcern): SQL {
  if (!productConcerns.includes(concern)) throw new Error(`Unknown concern ${concern}`);
  return sql`${products.concerns} @> ARRAY[${sql.raw(`'${concern}'`)}]::text[]`;
}

/** The WHERE of a query: in the catalog and every constraint given. */
export function whereOf(query: CatalogQuery): SQL {
  const words = query.text ? searchWords(query.text) : [];
  return and(
    words.length > 0 ? sql`${products.searchVector} @@ ${prefixQuery(words)}` : undefined,
    // Punctuation alone is no word: it finds nothing rather than everything.
    query.text && query.text.trim() !== '' && words.length === 0 ? sql`false` : undefined,
    filtersOf(query),
  )!;
}

/** Every constraint of a query but its text. */
function filtersOf(query: CatalogQuery): SQL {
  const wanted = (query.ingredients ?? []).filter((name) => name.trim() !== '');
  const unwanted = (query.excludeIngredients ?? []).filter((name) => name.trim() !== '');
  return and(
    inCatalog,
    query.categories?.length ? inArray(products.category, [...query.categories]) : undefined,
    query.productTypes?.length ? inArray(products.productType, [...query.productTypes]) : undefined,
    query.areas?.length ? arrayOverlaps(products.areas, [...query.areas]) : undefined,
    query.skinTypes?.length ? arrayOverlaps(products.skinTypes, [...query.skinTypes]) : undefined,
    query.concerns?.length ? or(...query.concerns.map(hasConcern)) : undefined,
    query.freeOf?.length ? arrayContains(products.freeOf, [...query.freeOf]) : undefined,
    ...wanted.map(hasIngredient),
    ...unwanted.map((ingredient) => sql`NOT ${hasIngredient(ingredient)}`),
    query.minSpf !== undefined ? gte(products.spf, query.minSpf) : undefined,
    query.minPriceCents !== undefined ? gte(products.priceCents, query.minPriceCents) : undefined,
    query.maxPriceCents !== undefined ? lte(products.priceCents, query.maxPriceCents) : undefined,
    query.excludeIds?.length ? notInArray(products.id, [...query.excludeIds]) : undefined,
  )!;
}

const byRating = [sql`${products.ratingAverage} DESC NULLS LAST`, desc(products.ratingCount), desc(products.id)];

/** The order of a sort with no text to rank by (relevance is the two tiers of `relevantIds`). */
function orderOf(query: CatalogQuery): SQL[] {
  const direction = query.order === 'ASC' ? asc : desc;
  switch (query.sort ?? 'relevance') {
    case 'relevance':
      return byRating;
    case 'rating':
      return query.order === 'ASC' ? [sql`${products.ratingAverage} ASC NULLS LAST`, asc(products.ratingCount), asc(products.id)] : byRating;
    case 'created_at':
      return [direction(products.createdAt), direction(products.id)];
    case 'price':
      return [direction(products.priceCents), direction(products.id)];
    case 'product_name':
      return [direction(products.name), direction(products.id)];
  }
}

/**
 * How many of the best rated products the first tier of a relevance search looks through for its
 * name matches, per row it needs: enough when at least one product in 50 has the words in its
 * name (a common word is in the names of 4-5% of a large catalog).
 */
const probePerRow = 50;
/** `byRating` over the columns a subquery names rating_average, rating_count and id. */
const rankedOrder = sql.raw('rating_average DESC NULLS LAST, rating_count DESC, id DESC');

/**
 * The `need` best rated products that meet `filters` and whose `vector` matches `matches` (id,
 * rating_average, rating_count), in one statement in two tiers (each CTE used twice is read once).
 *
 * The best rated are walked in the rating index, and their vectors read, until enough match
 * (`walked`): for a common word a walk through a few hundred rows instead of reading and sorting
 * every match. A word fewer products have is not found that way; then its matches, few, are read
 * from the vector's index and sorted (`matched`, MATERIALIZED so the planner cannot choose the walk
 * through the whole catalog instead: it takes a prefix to match 2% of the names, even one no name
 * has). The walk alone went through the whole catalog for a prefix nothing matches: 100-500 ms
 * with 100,000 products. The name tier of a relevance search and the suggestions share it.
 */
function bestRatedMatches(filters: SQL, vector: SQL, matches: SQL, need: number): SQL {
  return sql`(WITH walked AS (
      SELECT best.id, best.rating_average, best.rating_count
        FROM (SELECT ${products.id} AS id, ${products.ratingAverage} AS rating_average, ${products.ratingCount} AS rating_count, ${vector} AS words
                FROM ${products} WHERE ${filters} ORDER BY ${sql.join(byRating, sql`, `)} LIMIT ${need * probePerRow}) best
       WHERE best.words @@ ${matches} ORDER BY ${rankedOrder} LIMIT ${need}
    ), matched AS MATERIALIZED (
      SELECT ${products.id} AS id, ${products.ratingAverage} AS rating_average, ${products.ratingCount} AS rating_count
        FROM ${products} WHERE ${filters} AND ${vector} @@ ${matches}
    )
    (SELECT id, rating_average, rating_count FROM walked WHERE (SELECT count(*) FROM walked) = ${need})
    UNION ALL
    (SELECT id, rating_average, rating_count FROM matched WHERE (SELECT count(*) FROM walked) < ${need} ORDER BY ${rankedOrder} LIMIT ${need})
  )`;
}

/**
 * A page of a relevance search, in two tiers, in one statement.
 *
 * The strong candidates first: the products whose name has every word, the best rated first
 * (`bestRatedMatches` of the name's words).
 *
 * Only when a page reaches past the name matches, the others (`second_tier`), ranked by `ts_rank`
 * (default weights: the description, B, over ingredients, concerns, type and category, C; the
 * name, A, has only some of the words there), then the most reviewed. A branch whose condition on
 * the tier before is false is never run.
 */
function relevancePage(query: CatalogQuery, words: readonly string[]): SQL {
  const need = (query.offset ?? 0) + query.limit;
  const matches = prefixQuery(words);
  return sql`(WITH first_tier AS ${bestRatedMatches(filtersOf(query), sql`${products.nameVector}`, matches, need)},
    second_tier AS (
      SELECT ${products.id} AS id, ts_rank(${products.searchVector}, ${matches}) AS rank, ${products.ratingCount} AS rating_count
        FROM ${products} WHERE ${whereOf(query)} AND NOT ${products.nameVector} @@ ${matches} AND (SELECT count(*) FROM first_tier) < ${need}
       ORDER BY rank DESC, rating_count DESC, id DESC LIMIT ${need}
    )
    SELECT id, row_number() OVER (ORDER BY ${rankedOrder}) AS position FROM first_tier
    UNION ALL
    SELECT id, (SELECT count(*) FROM first_tier) + row_number() OVER (ORDER BY rank DESC, rating_count DESC, id DESC) FROM second_tier
  ) AS ranked`;
}

/** The best rated products that have every word (the search box's suggestions): `bestRatedMatches` of the whole document. */
function bestRatedPage(query: CatalogQuery, words: readonly string[]): SQL {
  const need = (query.offset ?? 0) + query.limit;
  return sql`(SELECT id, row_number() OVER (ORDER BY ${rankedOrder}) AS position
    FROM ${bestRatedMatches(filtersOf(query), sql`${products.searchVector}`, prefixQuery(words), need)} AS best_rated) AS ranked`;
}

/** The ranked ids (ranked.id, ranked.position) of a query that walks an order in tiers, or null for a plain ORDER BY. */
function tieredPage(query: CatalogQuery): SQL | null {
  const words = query.text ? searchWords(query.text) : [];
  if (words.length === 0) return null;
  const sort = query.sort ?? 'relevance';
  if (sort === 'relevance') return relevancePage(query, words);
  if (sort === 'rating' && query.order !== 'ASC') return bestRatedPage(query, words);
  return null;
}

/**
 * The products a query finds, in its order. The page is chosen by id first and only its rows are
 * read whole (a late row lookup): the rows an OFFSET skips are walked in an index (index-only where
 * the sort has one), not read from the table, so a deep page costs about what the first one does.
 */
export async function searchProducts(db: AppDb, query: CatalogQuery): Promise<ProductRow[]> {
  const rows = await readPage(db, query, sql<number | null>`NULL::int`);
  return rows.map(({ matches, ...row }) => row);
}

/**
 * A page and how many products the query finds, counted up to `bound` as `countProducts` does, in
 * one statement (one round trip: on this machine's loopback each costs about what the count does).
 * `counted` is null when the page is empty: the statement's count comes with the page's rows.
 */
export async function searchProductsCounted(db: AppDb, query: CatalogQuery, bound: number): Promise<{ rows: ProductRow[]; counted: Counted | null }> {
  const rows = await readPage(db, query, sql<number | null>`(SELECT count(*)::int FROM (SELECT 1 FROM ${products} WHERE ${whereOf(query)} LIMIT ${bound + 1}) AS capped)`);
  const matches = rows[0]?.matches;
  if (matches === undefined || matches === null) return { rows: [], counted: null };
  return { rows: rows.map(({ matches, ...row }) => row), counted: boundedCount(Number(matches), bound) };
}

/** A page's rows, and `matches` (the same value on every row, an uncorrelated subquery run once). */
function readPage(db: AppDb, query: CatalogQuery, matches: SQL<number | null>) {
  const fields = { ...productFields, matches };
  const tiered = tieredPage(query);
  if (tiered) {
    return db
      .select(fields)
      .from(products)
      .innerJoin(tiered, sql`${products.id} = ranked.id`)
      .where(sql`ranked.position > ${query.offset ?? 0} AND ranked.position <= ${(query.offset ?? 0) + query.limit}`)
      .orderBy(sql`ranked.position`);
  }
  const page = db
    .select({ pageId: sql<number>`${products.id}`.as('page_id') })
    .from(products)
    .where(and(whereOf(query), query.after ? afterAnchor(query, query.after) : undefined))
    .orderBy(...orderOf(query))
    .limit(query.limit)
    .offset(query.offset ?? 0)
    .as('page');
  return db
    .select(fields)
    .from(products)
    .innerJoin(page, eq(products.id, page.pageId))
    .orderBy(...orderOf(query));
}

/** The ids of the products a query finds, in its order (its page: limit, offset). */
export async function searchIds(db: AppDb, query: CatalogQuery): Promise<number[]> {
  const tiered = tieredPage(query);
  if (tiered) {
    const ranked = await rowsOf<{ id: number }>(db, sql`SELECT ranked.id FROM ${tiered} WHERE ranked.position > ${query.offset ?? 0} AND ranked.position <= ${(query.offset ?? 0) + query.limit} ORDER BY ranked.position`);
    return ranked.map((row) => Number(row.id));
  }
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(whereOf(query))
    .orderBy(...orderOf(query))
    .limit(query.limit)
    .offset(query.offset ?? 0);
  return rows.map((row) => row.id);
}

/** The sort column of the orders whose columns all run one way (a row comparison follows them), with its type. */
function anchorColumn(query: CatalogQuery): { column: SQL; type: SQL } | null {
  switch (query.sort) {
    case 'created_at':
      return { column: sql`${products.createdAt}`, type: sql.raw('timestamptz') };
    case 'price':
      return { column: sql`${products.priceCents}`, type: sql.raw('int') };
    case 'product_name':
      return { column: sql`${products.name}`, type: sql.raw('text') };
    default:
      return null;
  }
}

/** The products after `anchor` in the query's order. */
function afterAnchor(query: CatalogQuery, anchor: PageAnchor): SQL {
  const { column, type } = anchorColumn(query)!;
  const later = query.order === 'ASC' ? sql.raw('>') : sql.raw('<');
  return sql`(${column}, ${products.id}) ${later} (${anchor.key}::${type}, ${anchor.id})`;
}

/**
 * Every `every`-th product of a query in its order (the `every`-th, the 2 x `every`-th, ...), or
 * null for an order a row comparison cannot follow (rating, relevance). A deep page starts after
 * the nearest one before it and skips at most `every` rows, instead of walking the whole OFFSET
 * (PGlite sorted all 10,000 products for page 600: 56 ms; 0.4 ms from an anchor).
 */
export async function pageAnchors(db: AppDb, query: CatalogQuery, every: number): Promise<PageAnchor[] | null> {
  const anchored = anchorColumn(query);
  if (!anchored || tieredPage(query)) return null;
  const rows = await rowsOf<{ key: string; id: number }>(
    db,
    sql`SELECT placed.key, placed.id FROM (
          SELECT ${anchored.column}::text AS key, ${products.id} AS id, row_number() OVER (ORDER BY ${sql.join(orderOf(query), sql`, `)}) AS position
            FROM ${products} WHERE ${whereOf(query)}
        ) AS placed WHERE placed.position % ${every} = 0 ORDER BY placed.position`,
  );
  return rows.map((row) => ({ key: row.key, id: Number(row.id) }));
}

/** The products of these ids still in the catalog, in the order of the ids. */
export async function productsByIds(db: AppDb, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productFields)
    .from(products)
    .where(and(sql`${products.id} = ANY(${sql.param([...ids])}::int[])`, inCatalog));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether a query finds anything at all (no ranking, no order). */
export async function findsAny(db: AppDb, query: CatalogQuery): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM ${products} WHERE ${whereOf(query)}) AS found`);
  return row?.found === true;
}

/**
 * How many products a query finds, counted up to `bound`: `exact` false means more than `bound`
 * (the count stops reading there, so a filter that matches most of a large catalog stays cheap).
 */
export async function countProducts(db: AppDb, query: CatalogQuery, bound: number): Promise<Counted> {
  const capped = db.select({ one: sql`1` }).from(products).where(whereOf(query)).limit(bound + 1).as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return boundedCount(row?.count ?? 0, bound);
}

/** How many products a query finds: `exact` false means more than `count`, its bound. */
export type Counted = { count: number; exact: boolean };

/** A count of up to `bound` + 1 matches as the listing tells it. */
function boundedCount(count: number, bound: number): Counted {
  return count > bound ? { count: bound, exact: false } : { count, exact: true };
}

/** A word of a search as `catalog_terms` knows it: the word itself, or the closest one it knows. */
type SpellingRow = { position: number; word: string; known: boolean; closest: string | null };

/**
 * Each word, whether the catalog knows it (as search matches words: a word it has begins so), and
 * the closest word it knows (trigram similarity, the most used first among equals).
 */
function spellingRows(words: readonly string[]): SQL {
  return sql`SELECT w.position::int AS position, w.word,
               EXISTS (SELECT 1 FROM catalog_terms t WHERE t.term LIKE w.word || '%' AND t.products > 0) AS known,
               (SELECT t.term FROM catalog_terms t
                 WHERE t.products > 0 AND t.term OPERATOR(public.%) w.word
                 ORDER BY public.similarity(t.term, w.word) DESC, t.products DESC, t.term LIMIT 1) AS closest
          FROM unnest(${sql.param([...words])}::text[]) WITH ORDINALITY AS w(word, position)
         ORDER BY w.position`;
}

/** The text with each word the catalog does not know replaced by the closest it knows; null when nothing changes. */
function correctedText(rows: readonly SpellingRow[]): string | null {
  let changed = false;
  const corrected = [...rows]
    .sort((a, b) => a.position - b.position)
    .map((row) => {
      // Short words and numbers are left alone: a trigram of two letters matches too much.
      if (row.known || row.closest === null || row.word.length < 3 || /^\d+$/.test(row.word)) return row.word;
      changed = true;
      return row.closest;
    });
  return changed ? corrected.join(' ') : null;
}

/**
 * "Did you mean": the text with each word the catalog does not know replaced by the closest word
 * it knows (trigram similarity over `catalog_terms`, the most used first among equals); null when
 * every word is known or nothing is close.
 */
export async function spellingSuggestion(db: AppDb, text: string): Promise<string | null> {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return correctedText(await rowsOf<SpellingRow>(db, spellingRows(words)));
}

/**
 * The first look at a search, in one statement: its count up to `bound` and, when it finds
 * nothing, its spelling correction (`spellingSuggestion`'s; a branch the count rules out is never
 * run). Null for a text with no word. The ranking stays a statement of its own: planned with the
 * count, it cost more than the round trip it saved.
 */
export async function countOrCorrection(db: AppDb, query: CatalogQuery, bound: number): Promise<{ counted: Counted; corrected: string | null } | null> {
  const words = query.text ? searchWords(query.text) : [];
  if (words.length === 0) return null;
  const [row] = await rowsOf<{ matches: number; spelling: SpellingRow[] | null }>(
    db,
    sql`WITH counted AS (SELECT count(*)::int AS n FROM (SELECT 1 FROM ${products} WHERE ${whereOf(query)} LIMIT ${bound + 1}) AS capped)
        SELECT counted.n AS matches,
               CASE WHEN counted.n = 0 THEN (SELECT json_agg(spelling) FROM (${spellingRows(words)}) AS spelling) END AS spelling
          FROM counted`,
  );
  return { counted: boundedCount(Number(row?.matches ?? 0), bound), corrected: row?.spelling ? correctedText(row.spelling) : null };
}
