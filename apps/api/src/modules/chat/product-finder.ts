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
 * Each lookup stays bounded at 100,000 products: only the types the catalog has products of for
 * the area are asked (catalog-kinds.ts), a wanted ingredient goes through the full-text index, and
 * the words most products have find nothing by themselves. The chat service uses this finder past
 * 20,000 products (catalog-snapshot.ts); the evaluation and unit tests pass an in-memory catalog.
 */
import { productTypes, type Product, type ProductType } from '@nyansa/contract';
import { and, desc, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { rowsOf } from '../../db/database';
import { products } from '../../db/schema/index';
import { contentWords } from '../../lib/search-text';
import { prefixQuery, searchWords, whereOf, wordQuery, type CatalogQuery } from '../catalog/search';
import type { CatalogProduct } from '../../lib/catalog-search';
import { productFields, toProduct } from '../catalog/service';
import { ANALYSIS_CONCERN, answerLocally, previousContext, type AssistantInput, type AssistantReply, type LatestAnalysis } from './assistant/assistant';
import { parseMessage } from './assistant/constraints';
import type { Constraints } from './assistant/query';
import { continueFrom, standalone } from './assistant/conversation';
import type { TurnContext } from './assistant/memory';
import { writeOut } from './assistant/spelling';
import { wantedArea, wantedTypes } from './assistant/matching';
import { ingredientById, isNamedIngredient } from './assistant/catalog-vocabulary';
import { createCatalogKinds, type KindNeeds } from './catalog-kinds';

export interface FinderRequest {
  /** The structured queries the message may mean (on its own, and as a follow-up of the previous question). */
  queries: readonly Constraints[];
  /** Products referred to by id: those an earlier answer suggested or was about, or compared with. */
  ids: readonly number[];
  /** The message as written, for the products it names. */
  message: string;
}

/** The products the assistant may show for one message. */
export type ProductFinder<P extends CatalogProduct = Product> = (request: FinderRequest) => Promise<readonly P[]>;

// Lists that are every product of the catalog whatever the request: nothing more to find for another query.
const wholeCatalogs = new WeakSet<readonly CatalogProduct[]>();

/** Marks a list as the whole catalog (a snapshot's, a test's). */
export function asWholeCatalog<L extends readonly CatalogProduct[]>(list: L): L {
  wholeCatalogs.add(list);
  return list;
}

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

/**
 * A full-text condition every product whose INCI list matches the ingredient's pattern meets (the
 * pattern's words as prefixes, in the document that holds the ingredient lists), so the index finds
 * the few products with a rare ingredient instead of a walk through the catalog testing the
 * pattern on each. None when the pattern is not plain words. A word found only inside another
 * ('peptide' in 'tripeptide') is missed by it.
 */
function ingredientWords(id: string): SQL | undefined {
  const source = ingredientById(id)?.inci.source.replace(/\\b/g, '');
  if (!source || !/^\^?[a-z ]+\$?(\|\^?[a-z ]+\$?)*$/i.test(source)) return undefined;
  const alternatives = source.split('|').map((part) => prefixQuery(searchWords(part)));
  return sql`${products.searchVector} @@ (${sql.join(alternatives, sql` || `)})`;
}

/** A product without an ingredient list is judged by its words: it stays a candidate whatever the ingredients asked. */
const unlisted = sql`cardinality(${products.ingredients}) = 0`;

/** Products with an ingredient list that has every ingredient wanted (found through `ingredientWords`) and none excluded. */
function listedWith(c: Constraints): SQL | undefined {
  const wanted = (c.ingredients ?? []).flatMap((id) => [ingredientWords(id), ingredientCondition(id)].filter((condition) => condition !== undefined));
  const unwanted = (c.exclude?.ingredients ?? []).flatMap((id) => ingredientCondition(id) ?? []);
  return and(...wanted, ...unwanted.map((condition) => sql`NOT ${condition}`));
}

function ingredientsOf(c: Constraints): SQL | undefined {
  const wanted = (c.ingredients ?? []).flatMap((id) => ingredientCondition(id) ?? []);
  const unwanted = (c.exclude?.ingredients ?? []).flatMap((id) => ingredientCondition(id) ?? []);
  if (wanted.length === 0 && unwanted.length === 0) return undefined;
  return sql`(${unlisted} OR (${and(...wanted, ...unwanted.map((condition) => sql`NOT ${condition}`))}))`;
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

/** A word that more than this share of the catalog's products have (the planner's statistics) does not find products by itself. */
const commonWordShare = 0.02;

/**
 * Products whose words match any of `words` (name over description over ingredients), best first.
 * Of a large catalog, a word most products have ('body', 'cream', 'daily') is left out: ranking the
 * tens of thousands of products it matches took 250-600 ms, and the lookups per type find those
 * products by their type. The shares are PostgreSQL's own statistics of the column (none before
 * the table was analysed: every word counts then), of its english stems (the lexemes that are their
 * own stem), as before the document also held its words as written (migration 0017).
 */
function matchingAnyWord(words: readonly string[], where: SQL | undefined): SQL | null {
  const terms = [...new Set(words.flatMap((word) => searchWords(word)))].filter((word) => word.length > 2).slice(0, 16);
  if (terms.length === 0) return null;
  const query = sql`(WITH stems AS (
      SELECT c.lexeme, c.share FROM pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS c(lexeme, share)
       WHERE s.schemaname = current_schema() AND s.tablename = 'products' AND s.attname = 'search_vector'
         AND array_to_string(ts_lexize('english_stem', c.lexeme), '') = c.lexeme
    ), rare AS (
      SELECT coalesce(array_agg(w.word), '{}') AS words FROM unnest(${sql.param(terms)}::text[]) AS w(word)
       WHERE coalesce((SELECT sum(e.share) FROM stems e WHERE e.lexeme LIKE array_to_string(ts_lexize('english_stem', w.word), '') || '%'), 0) <= ${commonWordShare}
    )
    SELECT ${sql.join(terms.map((term) => sql`CASE WHEN ${term} = ANY(rare.words) THEN ${wordQuery(term)} ELSE ''::tsquery END`), sql` || `)} FROM rare)`;
  return sql`SELECT ${products.id} AS id FROM ${products}
    WHERE ${and(whereOf({ limit: 1 }), sql`${products.searchVector} @@ ${query}`, where)}
    ORDER BY ts_rank(${products.searchVector}, ${query}) DESC, ${products.id} DESC LIMIT ${byWords}`;
}

/** The finder over the whole catalog in the database. */
export function createCatalogFinder(db: AppDb): ProductFinder {
  const catalogKinds = createCatalogKinds(db);
  async function ids(statement: SQL | null): Promise<number[]> {
    if (!statement) return [];
    const rows = await rowsOf<{ id: number }>(db, statement);
    return rows.map((row) => Number(row.id));
  }

  // The ids of the products a set's text names, per text, while no product is added, archived or renamed (the kinds' version):
  // finding them reads every product's name (at 100,000 products, 500-700 ms).
  let contents = { version: '', byText: new Map<string, Promise<number[]>>() };
  function contentsOf(text: string, version: string): Promise<number[]> {
    if (contents.version !== version) contents = { version, byText: new Map() };
    let found = contents.byText.get(text);
    if (!found) {
      found = ids(sql`SELECT ${products.id} AS id FROM ${products} WHERE ${whereOf({ limit: 1 })} AND position(lower(${products.name}) IN ${text}) > 0 LIMIT 100`);
      contents.byText.set(text, found);
      found.catch(() => contents.byText.delete(text));
    }
    return found;
  }

  return async function findProducts({ queries, ids: referred, message }) {
    const lookups: Promise<number[]>[] = [ids(matchingAnyWord(contentWords(message), undefined))];
    const kinds = await catalogKinds();
    // The first products per type of `among` meeting `where`, of the types the catalog has such products of (`needs`); a type with
    // few products there read by their ids.
    const perType = (among: readonly ProductType[], where: SQL, order: SQL, limit: number, needs: KindNeeds) => {
      const asked = among.filter((type) => kinds.has(type, needs));
      const few = asked.flatMap((type) => kinds.few(type, needs) ?? []);
      const many = asked.filter((type) => kinds.few(type, needs) === null);
      return Promise.all([
        many.length === 0 ? [] : ids(firstPerType(many, where, order, limit)),
        few.length === 0 ? [] : ids(firstPerType(asked.filter((type) => !many.includes(type)), and(where, inArray(products.id, few))!, order, limit)),
      ]).then((found) => found.flat());
    };
    for (const c of queries) {
      const query = catalogQueryOf(c);
      const types = query.productTypes ?? productTypes.filter((type) => type !== 'set' || c.types?.includes('set'));
      const fitting = and(whereOf(query), ingredientsOf(c))!;
      if (c.ingredients?.length) {
        // The products listing the ingredients, and apart (only the types that have some) those with no list.
        lookups.push(perType(types, and(whereOf(query), listedWith(c))!, orderFor(c), perTypeFitting, query));
        lookups.push(perType(types, and(whereOf(query), unlisted)!, orderFor(c), perTypeFitting, { ...query, unlisted: true }));
      } else lookups.push(perType(types, fitting, orderFor(c), perTypeFitting, query));
      // The closest when nothing fits miss one thing: the type (other kinds for the area), the area (the kind for elsewhere), or another constraint.
      const near = (where: CatalogQuery, among: readonly ProductType[]) => perType(among, whereOf(where), orderFor(c), perTypeNear, where);
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
      .where(and(whereOf({ limit: 1 }), notInArray(products.id, found), inArray(products.id, await contentsOf(sets.map((set) => `${set.description} ${set.howToUse}`).join(' ').toLowerCase(), kinds.version))))
      .limit(50);
    return [...rows, ...contents].map(toProduct);
  };
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
  if (!wholeCatalogs.has(catalog) && !asked.has(JSON.stringify(reply.constraints))) {
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
  asWholeCatalog(catalog);
  return async () => catalog;
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
