import type { admin, Endpoint, OutputOf } from '@printshop/contract';
import type { InputArgs, SentInputOf, WebEndpoint } from '~/lib/api-endpoints';

/** The names of the contract's back-office endpoints (`admin` also exports schemas and roles). */
type AdminEndpointName = {
  [Name in keyof typeof admin]: (typeof admin)[Name] extends Endpoint ? Name : never;
}[keyof typeof admin];

/**
 * The contract's back-office endpoints the browser calls, as lib/api-endpoints.ts lists the
 * storefront's: all a call needs at run time, without the zod schemas the endpoint objects
 * carry. admin-endpoints.test.ts keeps it equal to the contract. A path's `:name` is filled from
 * the input's field of that name (admin-api.ts).
 */
export const ADMIN_ENDPOINTS = {
  addOrderNote: { method: 'POST', path: '/api/admin/orders/:id/notes', body: 'json' },
  adminAudit: { method: 'GET', path: '/api/admin/audit' },
  adminChangeOwnPassword: { method: 'POST', path: '/api/admin/me/password', body: 'json' },
  adminDashboard: { method: 'GET', path: '/api/admin/dashboard' },
  adminLogin: { method: 'POST', path: '/api/admin/login', body: 'json' },
  adminLogout: { method: 'POST', path: '/api/admin/logout', body: 'json' },
  adminMe: { method: 'GET', path: '/api/admin/me' },
  adminMyNotices: { method: 'GET', path: '/api/admin/me/notices' },
  adminOrderDetail: { method: 'GET', path: '/api/admin/orders/:id' },
  adminOrderList: { method: 'GET', path: '/api/admin/orders' },
  adminOrdersCsv: { method: 'GET', path: '/api/admin/orders.csv' },
  adminSaveMyNotices: { method: 'PUT', path: '/api/admin/me/notices', body: 'json' },
  adminStaffCreate: { method: 'POST', path: '/api/admin/staff', body: 'json' },
  adminStaffList: { method: 'GET', path: '/api/admin/staff' },
  adminStaffUpdate: { method: 'PATCH', path: '/api/admin/staff/:id', body: 'json' },
  approveFiles: { method: 'POST', path: '/api/admin/items/:itemId/approve-files', body: 'json' },
  cancelOrder: { method: 'POST', path: '/api/admin/orders/:id/cancel', body: 'json' },
  deliverItem: { method: 'POST', path: '/api/admin/items/:itemId/deliver', body: 'json' },
  itemTicket: { method: 'GET', path: '/api/admin/items/:itemId/ticket' },
  itemTickets: { method: 'GET', path: '/api/admin/tickets' },
  moveItemBack: { method: 'POST', path: '/api/admin/items/:itemId/back', body: 'json' },
  printItem: { method: 'POST', path: '/api/admin/items/:itemId/print', body: 'json' },
  printItems: { method: 'POST', path: '/api/admin/items/print', body: 'json' },
  refundOrder: { method: 'POST', path: '/api/admin/orders/:id/refunds', body: 'json' },
  reprintItem: { method: 'POST', path: '/api/admin/items/:itemId/reprint', body: 'json' },
  sendProof: { method: 'POST', path: '/api/admin/items/:itemId/proofs', body: 'multipart' },
  shipItem: { method: 'POST', path: '/api/admin/items/:itemId/ship', body: 'json' },
} as const satisfies { [Name in AdminEndpointName]?: WebEndpoint };

/**
 * The endpoints that answer a document (the contract's `produces`: a CSV export, a printable
 * job ticket) rather than the envelope: the browser opens them as links (admin-api.ts
 * `adminHref`), never through `call`.
 */
type AdminDocument = 'adminOrdersCsv' | 'itemTicket' | 'itemTickets';

export type AdminCall = Exclude<keyof typeof ADMIN_ENDPOINTS, AdminDocument>;
export type AdminCallInput<Name extends AdminCall> = SentInputOf<(typeof admin)[Name]>;
export type AdminCallOutput<Name extends AdminCall> = OutputOf<(typeof admin)[Name]>;
export type AdminCallArgs<Name extends AdminCall> = InputArgs<AdminCallInput<Name>>;
