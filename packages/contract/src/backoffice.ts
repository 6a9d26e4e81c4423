// The back office's plain values; the schemas are in schemas/backoffice.ts.

export const auditActions = [
  'product.create',
  'product.update',
  'product.delete',
  'product.archive',
  'product.restore',
  /** An uploaded product picture that no product or analysis uses any more, deleted; `before.image_url` names it. */
  'product.picture_delete',
  'user.role',
  /** An account deleted by its owner: counts of what went and what stays, nothing personal. */
  'user.delete',
  'brand.create',
  'consultation.claim',
  'consultation.release',
  'consultation.reply',
  'review.hide',
  'review.show',
  'order.fulfilment',
  'order.cancel',
  'order.refund',
  'delivery_option.create',
  'delivery_option.update',
] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditTargetTypes = ['product', 'user', 'brand', 'consultation', 'review', 'order', 'delivery_option'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];
