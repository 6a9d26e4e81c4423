import {
  analysisMessages,
  authMessages,
  backOfficeMessages,
  lowStockThreshold,
  productMessages,
  toCents,
  type Pagination,
  type productCreateRequestSchema,
  type ProductUpdateRequest,
  type StaffProduct,
} from '@nyansa/contract';
import { and, count, desc, eq, ilike, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod/mini';
import type { AuthUser } from '../../auth/guard';
import type { AppDb, Database } from '../../db/database';
import { analyses, brands, cartItems, favorites, orderItems, orders, productImages, products } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import { offsetOf, pageOf } from '../../lib/pagination';
import { newUploadKey, type UploadStorage } from '../../storage/uploads';
import { recordAudit, type Actor } from '../admin/audit';
import { sniffPhotoType, TooManyPixelsError, UnreadablePhotoError } from '../analysis/photo';
import { isDrawnPicture, productImageUrl, reencodeProductImage, uploadedImageKey } from './product-image';
import { brandExists, detailsColumns, likePattern, productFields, toDetails, toProduct, type ProductRow } from './service';

// Products as staff manage them: admins every product, a brand_admin its own brand's. Every write
// goes with its audit row in one transaction. A product in a paid order is archived (it leaves the
// shop, orders keep showing it); any other product is removed.

export type ProductCreateInput = z.output<typeof productCreateRequestSchema>;

type ManagedRow = typeof products.$inferSelect;

const staffFields = { ...productFields, deletedAt: products.deletedAt, updatedAt: products.updatedAt, brandName: brands.name };

function toStaffProduct(row: ProductRow & Pick<ManagedRow, 'deletedAt' | 'updatedAt'> & { brandName: string | null }): StaffProduct {
  return {
    ...toProduct(row),
    brand_name: row.brandName,
    archived: row.deletedAt !== null,
    archived_at: row.deletedAt ? row.deletedAt.toISOString() : null,
    updated_at: row.updatedAt.toISOString(),
    stock: row.stock,
  };
}

/** What the audit log keeps of a product before and after a change. */
function auditView(row: ManagedRow): Record<string, unknown> {
  return {
    product_name: row.name,
    description: row.description,
    price: row.priceCents / 100,
    category: row.category,
    image_url: row.imageUrl,
    brand_id: row.brandId,
    details: toDetails(row),
    archived: row.deletedAt !== null,
    stock: row.stock,
  };
}

const forbidden = () => httpError(403, authMessages.forbidden, 'FORBIDDEN');
const notFound = () => httpError(404, productMessages.notFound, 'PRODUCT_NOT_FOUND');

/** A picture sent with a product: sniffed from its bytes (JPEG, PNG, WebP), then re-encoded to WebP. */
async function acceptImage(bytes: Buffer): Promise<Buffer> {
  if (!sniffPhotoType(bytes)) throw httpError(415, analysisMessages.unsupportedImage, 'UNSUPPORTED_IMAGE');
  try {
    return await reencodeProductImage(bytes);
  } catch (error) {
    if (error instanceof UnreadablePhotoError) throw httpError(415, analysisMessages.unreadableImage, 'UNREADABLE_IMAGE');
    if (error instanceof TooManyPixelsError) throw httpError(413, analysisMessages.tooManyPixels, 'IMAGE_TOO_LARGE');
    throw error;
  }
}

export interface ProductManagementDeps {
  database: Database;
  uploads: UploadStorage;
  /** Clears the shop's cached listings and products (every instance with Redis). */
  invalidateReads: () => Promise<void>;
  /** Renders a product's picture in every variant in the background (images module), so no shopper waits for it. */
  prerenderPictures: (imageUrls: readonly string[]) => Promise<void>;
  log: FastifyBaseLogger;
}

export function createProductManagement({ database: { db }, uploads, invalidateReads, prerenderPictures, log }: ProductManagementDeps) {
  const actorOf = (user: AuthUser): Actor => ({ id: user.id, email: user.email });

  /** The products a staff member may see: all for an admin, its brand's for a brand_admin. */
  function visibleTo(user: AuthUser): SQL | undefined {
    if (user.role === 'admin') return undefined;
    return user.brandId === null ? sql`false` : eq(products.brandId, user.brandId);
  }

  /**
   * Whether the user may change this product. Another brand's product: 403 while the shop shows
   * it anyway, 404 once it is archived (its existence is not public then).
   */
  function assertManageable(user: AuthUser, row: ManagedRow | undefined): asserts row is ManagedRow {
    if (!row) throw notFound();
    const own = user.role === 'admin' || (user.role === 'brand_admin' && user.brandId !== null && row.brandId === user.brandId);
    if (!own) throw row.deletedAt === null ? forbidden() : notFound();
    if (row.deletedAt !== null) throw httpError(409, backOfficeMessages.productIsArchived, 'PRODUCT_ARCHIVED');
  }

  /** The product to change, locked until the transaction ends. */
  async function managed(tx: AppDb, user: AuthUser, id: number): Promise<ManagedRow> {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    assertManageable(user, row);
    return row;
  }

  /** A brand the user may put products under (an admin: any existing brand or none; a brand_admin: its own). */
  async function assertBrand(tx: AppDb, user: AuthUser, brandId: number | null): Promise<void> {
    if (user.role !== 'admin' && (user.brandId === null || brandId !== user.brandId)) throw forbidden();
    if (brandId !== null && !(await brandExists(tx, brandId))) {
      throw httpError(400, backOfficeMessages.unknownBrand, 'UNKNOWN_BRAND', [{ field: 'brand_id', message: backOfficeMessages.unknownBrand }]);
    }
  }

  /** Stores a re-encoded picture before the transaction that uses it; `discard` removes it when that transaction fails. */
  async function storeImage(image: Buffer | null): Promise<{ key: string; discard(): Promise<void> } | null> {
    if (!image) return null;
    const bytes = await acceptImage(image);
    const key = newUploadKey('webp');
    await uploads.put(key, bytes);
    return { key, discard: () => uploads.delete(key) };
  }

  /**
   * The picture a product may name: one of the shop's drawings, or a picture uploaded for this
   * product (`productId`; none yet on create). Never another product's picture or a photo.
   */
  async function assertPicture(tx: AppDb, productId: number | null, imageUrl: string): Promise<void> {
    if (isDrawnPicture(imageUrl)) return;
    const key = uploadedImageKey(imageUrl);
    if (key && productId !== null) {
      const owned = await tx.select({ key: productImages.key }).from(productImages).where(and(eq(productImages.key, key), eq(productImages.productId, productId)));
      if (owned.length > 0) return;
    }
    throw httpError(400, backOfficeMessages.unknownPicture, 'UNKNOWN_PICTURE', [{ field: 'image_url', message: backOfficeMessages.unknownPicture }]);
  }

  /**
   * A product lets go of its uploaded picture (replaced, or the product removed). The file is to be
   * deleted (its key is answered, and the audit log names it) only when no other product and no
   * analysis uses it; a product that still shows it takes the picture over.
   */
  async function releasePicture(tx: AppDb, actor: Actor, productId: number, imageUrl: string): Promise<string | null> {
    const key = uploadedImageKey(imageUrl);
    if (!key) return null;
    const [other] = await tx.select({ id: products.id }).from(products).where(and(eq(products.imageUrl, imageUrl), ne(products.id, productId))).limit(1);
    if (other) {
      await tx.update(productImages).set({ productId: other.id }).where(eq(productImages.key, key));
      return null;
    }
    await tx.delete(productImages).where(eq(productImages.key, key));
    const [analysis] = await tx.select({ id: analyses.id }).from(analyses).where(eq(analyses.imageKey, key)).limit(1);
    if (analysis) return null;
    await recordAudit(tx, actor, { action: 'product.picture_delete', target: { type: 'product', id: productId }, before: { image_url: imageUrl }, after: null });
    return key;
  }

  async function dropImageFile(key: string | null): Promise<void> {
    if (!key) return;
    try {
      await uploads.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, 'an unused product image could not be deleted');
    }
  }

  async function list(user: AuthUser, query: { search?: string | undefined; status: 'active' | 'archived' | 'all'; stock?: 'low' | 'out' | undefined; page: number; limit: number }): Promise<{ data: StaffProduct[]; pagination: Pagination }> {
    const pattern = query.search ? likePattern(query.search) : null;
    const where = and(
      visibleTo(user),
      pattern ? or(ilike(products.name, pattern), ilike(products.description, pattern)) : undefined,
      query.status === 'active' ? isNull(products.deletedAt) : query.status === 'archived' ? isNotNull(products.deletedAt) : undefined,
      query.stock === 'low' ? lte(products.stock, lowStockThreshold) : query.stock === 'out' ? eq(products.stock, 0) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select(staffFields)
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(query.limit)
        .offset(offsetOf(query)),
      db.select({ total: count() }).from(products).where(where),
    ]);
    return { data: rows.map(toStaffProduct), pagination: pageOf(query, counted?.total ?? 0) };
  }

  async function staffView(tx: AppDb, id: number): Promise<StaffProduct> {
    const [row] = await tx.select(staffFields).from(products).leftJoin(brands, eq(brands.id, products.brandId)).where(eq(products.id, id));
    if (!row) throw notFound();
    return toStaffProduct(row);
  }

  async function create(user: AuthUser, input: ProductCreateInput, image: Buffer | null): Promise<StaffProduct> {
    const brandId = input.brand_id !== undefined ? input.brand_id : user.role === 'brand_admin' ? user.brandId : null;
    await assertBrand(db, user, brandId);
    if (!image) await assertPicture(db, null, input.image_url);
    const stored = await storeImage(image);
    try {
      const product = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({
            name: input.product_name,
            description: input.description,
            priceCents: toCents(input.price),
            imageUrl: stored ? productImageUrl(stored.key) : input.image_url,
            brandId,
            category: input.category,
            ...detailsColumns(input.details ?? null),
            stock: input.stock ?? null,
          })
          .returning();
        if (!row) throw new Error('product insert returned nothing');
        if (stored) await tx.insert(productImages).values({ key: stored.key, productId: row.id });
        await recordAudit(tx, actorOf(user), { action: 'product.create', target: { type: 'product', id: row.id }, before: null, after: auditView(row) });
        return staffView(tx, row.id);
      });
      await invalidateReads();
      renderAhead(product.image_url);
      return product;
    } catch (error) {
      await stored?.discard();
      throw error;
    }
  }

  function renderAhead(imageUrl: string): void {
    prerenderPictures([imageUrl]).catch((error: unknown) => log.warn({ err: error, imageUrl }, 'a product picture could not be rendered ahead'));
  }

  async function update(user: AuthUser, id: number, input: ProductUpdateRequest, image: Buffer | null): Promise<StaffProduct> {
    const changes = Object.values(input).some((value) => value !== undefined);
    if (!changes && !image) throw httpError(400, backOfficeMessages.nothingToChange, 'NOTHING_TO_CHANGE');
    // Refusals first, so a refused request stores no picture; the transaction checks again under its lock.
    const [current] = await db.select().from(products).where(eq(products.id, id));
    assertManageable(user, current);
    if (input.brand_id !== undefined) await assertBrand(db, user, input.brand_id);
    const stored = await storeImage(image);
    let released: string | null = null;
    try {
      const product = await db.transaction(async (tx) => {
        const before = await managed(tx, user, id);
        if (!stored && input.image_url !== undefined && input.image_url !== before.imageUrl) await assertPicture(tx, id, input.image_url);
        const [after] = await tx
          .update(products)
          .set({
            name: input.product_name,
            description: input.description,
            priceCents: input.price === undefined ? undefined : toCents(input.price),
            imageUrl: stored ? productImageUrl(stored.key) : input.image_url,
            brandId: input.brand_id,
            category: input.category,
            ...(input.details === undefined ? {} : detailsColumns(input.details)),
            stock: input.stock,
            updatedAt: sql`now()`,
          })
          .where(eq(products.id, id))
          .returning();
        if (!after) throw notFound();
        if (stored) await tx.insert(productImages).values({ key: stored.key, productId: id });
        await recordAudit(tx, actorOf(user), { action: 'product.update', target: { type: 'product', id }, before: auditView(before), after: auditView(after) });
        if (after.imageUrl !== before.imageUrl) released = await releasePicture(tx, actorOf(user), id, before.imageUrl);
        return staffView(tx, id);
      });
      await invalidateReads();
      await dropImageFile(released);
      if (stored || input.image_url !== undefined) renderAhead(product.image_url);
      return product;
    } catch (error) {
      await stored?.discard();
      throw error;
    }
  }

  /** Archives a product some paid order holds, removes any other; answers which it was. */
  async function remove(user: AuthUser, id: number): Promise<{ archived: boolean }> {
    const outcome = await db.transaction(async (tx) => {
      const before = await managed(tx, user, id);
      const paidLines = await tx
        .select({ orderId: orderItems.orderId })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.productId, id), eq(orders.status, 'paid')))
        .limit(1);
      const sold = paidLines.length > 0;
      const actor = actorOf(user);
      if (sold) {
        const [after] = await tx.update(products).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(products.id, id)).returning();
        // It can no longer be bought: carts and favorites let it go.
        await tx.delete(cartItems).where(eq(cartItems.productId, id));
        await tx.delete(favorites).where(eq(favorites.productId, id));
        await recordAudit(tx, actor, { action: 'product.archive', target: { type: 'product', id }, before: auditView(before), after: after ? auditView(after) : null });
        return { archived: true, released: null };
      }
      await recordAudit(tx, actor, { action: 'product.delete', target: { type: 'product', id }, before: auditView(before), after: null });
      const released = await releasePicture(tx, actor, id, before.imageUrl);
      // Cart lines, favorites, suggestions and its other picture rows go with it (ON DELETE CASCADE).
      await tx.delete(products).where(eq(products.id, id));
      return { archived: false, released };
    });
    await invalidateReads();
    await dropImageFile(outcome.released);
    return { archived: outcome.archived };
  }

  return { list, create, update, remove };
}

export type ProductManagement = ReturnType<typeof createProductManagement>;
