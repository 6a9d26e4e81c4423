import { z } from 'zod';
import { isoDateSchema } from './common';

export const categories = ['skincare', 'body', 'lip'] as const;
export const categorySchema = z.enum(categories, { error: 'Category must be skincare, body or lip' });
export type Category = z.infer<typeof categorySchema>;

export const productSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  price: z.number(),
  description: z.string(),
  image_url: z.string(),
  brand_id: z.number().int().nullable(),
  category: categorySchema,
  created_at: isoDateSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productSorts = ['created_at', 'price', 'product_name'] as const;
export const productPageSize = 12;

export const productListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int({ error: 'Page must be a whole number' }).min(1, { error: 'Page must be 1 or more' }).max(100_000, { error: 'Page is too large' }).default(1),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int({ error: 'Limit must be a whole number' }).min(1, { error: 'Limit must be between 1 and 100' }).max(100, { error: 'Limit must be between 1 and 100' }).default(productPageSize),
  search: z.string().trim().max(100, { error: 'Search must be at most 100 characters' }).optional(),
  sort: z.enum(productSorts, { error: 'Sort must be created_at, price or product_name' }).default('created_at'),
  order: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'], { error: 'Order must be ASC or DESC' }))
    .default('DESC'),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListParams = z.output<typeof productListQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  has_more: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const productListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  pagination: paginationSchema,
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productResponseSchema = z.object({ success: z.literal(true), product: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

const imageUrlSchema = z
  .string()
  .trim()
  .max(500, { error: 'Image URL must be at most 500 characters' })
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, { error: 'Image URL must be a path on this site or an http(s) address' });

const priceSchema = z
  .number({ error: 'Price must be a number' })
  .positive({ error: 'Price must be more than 0' })
  .max(100_000, { error: 'Price must be at most 100000' })
  .multipleOf(0.01, { error: 'Price must have at most two decimals' });

export const productCreateRequestSchema = z.object({
  product_name: z.string({ error: 'Product name is required' }).trim().min(1, { error: 'Product name is required' }).max(120),
  price: priceSchema,
  description: z.string().trim().max(2000).default(''),
  image_url: imageUrlSchema.default('/images/products/placeholder.webp'),
  brand_id: z.number().int().positive().nullable().optional(),
  category: categorySchema.default('skincare'),
});
export type ProductCreateRequest = z.input<typeof productCreateRequestSchema>;

export const productUpdateRequestSchema = z
  .object({
    product_name: z.string().trim().min(1, { error: 'Product name is required' }).max(120),
    price: priceSchema,
    description: z.string().trim().max(2000),
    image_url: imageUrlSchema,
    brand_id: z.number().int().positive().nullable(),
    category: categorySchema,
  })
  .partial();
export type ProductUpdateRequest = z.infer<typeof productUpdateRequestSchema>;

export const productDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });

