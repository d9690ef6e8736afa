import { ADMIN_ROUTES, type CallArgsOf, type CallInputOf, type CallOutputOf } from '@printshop/contract';

/**
 * The contract's back-office calls by name (its zod-free route table), as lib/api-endpoints.ts
 * takes the storefront's. A path's `:name` is filled from the input's field of that name
 * (admin-api.ts).
 */
export const ADMIN_ENDPOINTS = ADMIN_ROUTES;

/**
 * The endpoints that answer a document (the contract's `produces`: a CSV export, a printable
 * job ticket) rather than the envelope: the browser opens them as links (the contract's
 * `routeHref`), never through `call`.
 */
type AdminDocument = 'adminOrdersCsv' | 'adminProductsCsv' | 'itemTicket' | 'itemTickets';

export type AdminCall = Exclude<keyof typeof ADMIN_ENDPOINTS, AdminDocument>;
export type AdminCallInput<Name extends AdminCall> = CallInputOf<Name>;
export type AdminCallOutput<Name extends AdminCall> = CallOutputOf<Name>;
export type AdminCallArgs<Name extends AdminCall> = CallArgsOf<Name>;
