/** Every table of the shop, gathered for Drizzle and drizzle-kit; each is defined in its module. */
export * from '../modules/addresses/tables.ts';
export * from '../modules/audit/tables.ts';
export * from '../modules/cart/tables.ts';
export * from '../modules/catalog/tables.ts';
export * from '../modules/content/tables.ts';
export * from '../modules/designs/tables.ts';
export * from '../modules/files/tables.ts';
export * from '../modules/identity/tables.ts';
export * from '../modules/media/tables.ts';
export * from '../modules/messages/tables.ts';
export * from '../modules/orders/tables.ts';
export * from '../modules/payments/tables.ts';
export * from '../modules/production/tables.ts';
export * from '../modules/quotes/tables.ts';
export * from '../modules/ratelimit/tables.ts';
export * from '../modules/staff/tables.ts';
