import { index, integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, localized } from '../../db/columns.ts';

/** Level 1 countries (code = ISO 3166-1 alpha-2), level 2 their states or provinces. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    code: text('code').notNull(),
    title: localized('title'),
    /** Lists start with the places the shop ships to most (1 first); null: alphabetical after them. */
    priority: smallint('priority'),
  },
  (t) => [
    index('regions_parent_idx').on(t.parentId),
    unique('regions_parent_code').on(t.parentId, t.code),
    // A country by its code: every address shown (an order list names two per order) looks one up.
    index('regions_level_code_idx').on(t.level, t.code),
  ],
);

/**
 * One address per member and type (1 billing, 2 delivery). Country and province are stored as
 * codes; their names are looked up in the reader's language (region-names.ts).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    type: smallint('type').notNull(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    companyName: text('company_name').notNull().default(''),
    countryCode: text('country_code').notNull(),
    provinceCode: text('province_code').notNull(),
    city: text('city').notNull(),
    postalcode: text('postalcode').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [unique('addresses_member_type').on(t.memberId, t.type)],
);
