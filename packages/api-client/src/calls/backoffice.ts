import type { AdminOrdersQuery, AdminReviewsQuery, AdminUsersQuery, AuditQuery, BrandCreateRequest, ClinicAnsweredQuery, ClinicReplyRequest, ConsultationRequest, GrantRoleRequest, StaffProductsQuery } from '@nyansa/contract';
import { normalizeProduct } from '../products';
import type { ShopStaffProduct } from './catalog';
import { segment } from './context';
import type { CallContext } from './context';

/** The back office (contract, section "Back office"): admins, brand admins and dermatologists; and a subscriber's questions to a dermatologist. */
export function backOfficeCalls({ call, caches }: CallContext) {
  const admin = {
    /** admin: orders and revenue today / 7 / 30 days, active plans, open and overdue requests, pending role requests. */
    overview: () => call('GET', '/api/admin/overview', 'adminOverview'),
    /** admin: every order; brand_admin: the orders of its products, with only those lines and no customer. */
    orders: (query: AdminOrdersQuery = {}) => call('GET', '/api/admin/orders', 'adminOrders', { query }),
    /** admin: accounts with requested, pending and effective roles. */
    users: (query: AdminUsersQuery = {}) => call('GET', '/api/admin/users', 'adminUsers', { query }),
    /** admin: grants a role (a brand_admin with its brand_id), or revokes one by granting consumer. */
    setRole: (userId: number, body: GrantRoleRequest) => call('PUT', `/api/admin/users/${segment(userId)}/role`, 'adminUser', { body }),
    /** admin: every brand; brand_admin: its own. */
    brands: () => call('GET', '/api/admin/brands', 'brands'),
    createBrand: (body: BrandCreateRequest) => call('POST', '/api/admin/brands', 'brand', { body }),
    /** admin: every staff write, newest first. */
    audit: (query: AuditQuery = {}) => call('GET', '/api/admin/audit', 'audit', { query }),
    /** Products as staff see them (archived ones too): all for an admin, its brand's for a brand_admin. */
    async products(query: StaffProductsQuery = {}) {
      const answer = await call('GET', '/api/admin/products', 'staffProducts', { query });
      return { ...answer, data: answer.data.map((product): ShopStaffProduct => normalizeProduct(product)) };
    },
    /** admin: every review, newest first, by status (hidden / visible / all), product and rating. */
    reviews: (query: AdminReviewsQuery = {}) => call('GET', '/api/admin/reviews', 'adminReviews', { query }),
    /** admin: puts an archived product back in the shop. */
    async restoreProduct(id: number) {
      const answer = await call('POST', `/api/admin/products/${segment(id)}/restore`, 'staffProductRestore');
      caches.products.clearAll();
      return { ...answer, product: normalizeProduct(answer.product) };
    },
  };

  const consultations = {
    /** An ai_analysis subscriber asks a dermatologist about one of their analyses (answered within 24 hours). */
    ask: (body: ConsultationRequest) => call('POST', '/api/consultations', 'consultation', { body }),
    /** The caller's requests and replies, newest first. */
    list: () => call('GET', '/api/consultations', 'consultations'),
  };

  const clinic = {
    /** dermatologist: every unanswered request, oldest first. */
    queue: () => call('GET', '/api/clinic/queue', 'clinicQueue'),
    /** dermatologist: one request with the patient's other analyses and requests (an answered one only for who answered it). */
    request: (consultationId: number) => call('GET', `/api/clinic/consultations/${segment(consultationId)}`, 'clinicRequest'),
    /** dermatologist: the requests the caller answered, the latest answer first, paged. */
    answered: (query: ClinicAnsweredQuery = {}) => call('GET', '/api/clinic/answered', 'clinicAnswered', { query }),
    claim: (consultationId: number) => call('POST', `/api/clinic/consultations/${segment(consultationId)}/claim`, 'clinicItem'),
    release: (consultationId: number) => call('POST', `/api/clinic/consultations/${segment(consultationId)}/release`, 'clinicItem'),
    /** The claiming dermatologist's answer (1..4000 characters) and up to 6 product suggestions; the customer is mailed. */
    reply: (consultationId: number, body: ClinicReplyRequest) => call('POST', `/api/clinic/consultations/${segment(consultationId)}/reply`, 'clinicReply', { body }),
  };

  return { admin, consultations, clinic };
}
