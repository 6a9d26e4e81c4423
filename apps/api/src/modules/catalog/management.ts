import {
  analysisMessages,
  authMessages,
  backOfficeMessages,
  productMessages,
  toCents,
  type Pagination,
  type productCreateRequestSchema,
  type ProductUpdateRequest,
  type StaffProduct,
} from '@nyansa/contract';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod/mini';
import type { AuthUser } from '../../auth/guard';
import type { AppDb, Database } from '../../db/database';
import { brands, cartItems, favorites, orderItems, orders, productImages, products } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import { offsetOf, pageOf } from '../../lib/pagination';
import { newUploadKey, type UploadStorage } from '../../storage/uploads';
import { recordAudit, type Actor } from '../admin/audit';
import { sniffPhotoType, TooManyPixelsError, UnreadablePhotoError } from '../analysis/photo';
import { productImageUrl, reencodeProductImage, uploadedImageKey } from './product-image';
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
  log: FastifyBaseLogger;
}

export function createProductManagement({ database: { db }, uploads, invalidateReads, log }: ProductManagementDeps) {
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

  async function dropImageFile(imageUrl: string): Promise<void> {
    const key = uploadedImageKey(imageUrl);
    if (!key) return;
    try {
      await uploads.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, 'an unused product image could not be deleted');
    }
  }

  async function list(user: AuthUser, query: { search?: string | undefined; status: 'active' | 'archived' | 'all'; page: number; limit: number }): Promise<{ data: StaffProduct[]; pagination: Pagination }> {
    const pattern = query.search ? likePattern(query.search) : null;
    const where = and(
      visibleTo(user),
      pattern ? or(ilike(products.name, pattern), ilike(products.description, pattern)) : undefined,
      query.status === 'active' ? isNull(products.deletedAt) : query.status === 'archived' ? isNotNull(products.deletedAt) : undefined,
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
          })
          .returning();
        if (!row) throw new Error('product insert returned nothing');
        if (stored) await tx.insert(productImages).values({ key: stored.key, productId: row.id });
        await recordAudit(tx, actorOf(user), { action: 'product.create', target: { type: 'product', id: row.id }, before: null, after: auditView(row) });
        return staffView(tx, row.id);
      });
      await invalidateReads();
      return product;
    } catch (error) {
      await stored?.discard();
      throw error;
    }
  }

  async function update(user: AuthUser, id: number, input: ProductUpdateRequest, image: Buffer | null): Promise<StaffProduct> {
    const changes = Object.values(input).some((value) => value !== undefined);
    if (!changes && !image) throw httpError(400, backOfficeMessages.nothingToChange, 'NOTHING_TO_CHANGE');
    // Refusals first, so a refused request stores no picture; the transaction checks again under its lock.
    const [current] = await db.select().from(products).where(eq(products.id, id));
    assertManageable(user, current);
    if (input.brand_id !== undefined) await assertBrand(db, user, input.brand_id);
    const stored = await storeImage(image);
    let replaced: string | null = null;
    try {
      const product = await db.transaction(async (tx) => {
        const before = await managed(tx, user, id);
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
            updatedAt: sql`now()`,
          })
          .where(eq(products.id, id))
          .returning();
        if (!after) throw notFound();
        if (stored) await tx.insert(productImages).values({ key: stored.key, productId: id });
        if (after.imageUrl !== before.imageUrl && uploadedImageKey(before.imageUrl)) {
          await tx.delete(productImages).where(eq(productImages.key, uploadedImageKey(before.imageUrl) ?? ''));
          replaced = before.imageUrl;
        }
        await recordAudit(tx, actorOf(user), { action: 'product.update', target: { type: 'product', id }, before: auditView(before), after: auditView(after) });
        return staffView(tx, id);
      });
      await invalidateReads();
      if (replaced) await dropImageFile(replaced);
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
        return { archived: true, imageUrl: null };
      }
      // Cart lines, favorites, suggestions and the picture's row go with it (ON DELETE CASCADE).
      await tx.delete(products).where(eq(products.id, id));
      await recordAudit(tx, actor, { action: 'product.delete', target: { type: 'product', id }, before: auditView(before), after: null });
      return { archived: false, imageUrl: before.imageUrl };
    });
    await invalidateReads();
    if (outcome.imageUrl) await dropImageFile(outcome.imageUrl);
    return { archived: outcome.archived };
  }

  /** Puts an archived product back in the shop (admins only). */
  async function restore(user: AuthUser, id: number): Promise<StaffProduct> {
    if (user.role !== 'admin') throw forbidden();
    const product = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) throw notFound();
      if (before.deletedAt === null) throw httpError(409, backOfficeMessages.productNotArchived, 'PRODUCT_NOT_ARCHIVED');
      const [after] = await tx.update(products).set({ deletedAt: null, updatedAt: sql`now()` }).where(eq(products.id, id)).returning();
      if (!after) throw notFound();
      await recordAudit(tx, actorOf(user), { action: 'product.restore', target: { type: 'product', id }, before: auditView(before), after: auditView(after) });
      return staffView(tx, id);
    });
    await invalidateReads();
    return product;
  }

  return { list, create, update, remove, restore };
}

export type ProductManagement = ReturnType<typeof createProductManagement>;
