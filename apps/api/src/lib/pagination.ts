import type { Pagination } from '@nyansa/contract';

/** The contract's pagination of one page of a list of `total` rows. */
export function pageOf({ page, limit }: { page: number; limit: number }, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, total_pages: totalPages, has_more: page < totalPages };
}

/** The OFFSET of a page. */
export function offsetOf({ page, limit }: { page: number; limit: number }): number {
  return (page - 1) * limit;
}
