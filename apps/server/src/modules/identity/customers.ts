import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ilikeEscaped } from '../../db/like.ts';
import { members } from './tables.ts';

/** A member as the back office shows the customer of an order. */
export interface Customer {
  id: number;
  email: string;
  /** First and last name. */
  name: string;
  phone: string;
}

/** The full name as searched; members_name_trgm_idx indexes this very expression. */
export const fullName = sql<string>`(${members.firstname} || ' ' || ${members.lastname})`;

/** The members of `ids`, by id, in one query. */
export async function customersByIds(db: Db, ids: number[]): Promise<Map<number, Customer>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, email: members.email, name: sql<string>`${fullName}`, phone: members.mobile })
    .from(members)
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The member of `memberId` as a column of a bigger select; null when there is none. */
export function customerOf(memberId: AnyPgColumn): SQL<Omit<Customer, 'id'> | null> {
  return sql`(select json_build_object('email', ${members.email}, 'name', ${fullName}, 'phone', ${members.mobile}) from ${members} where ${eq(members.id, memberId)})`;
}

/**
 * Whether a member's email or full name matches a LIKE `pattern` (escaped with escapeLike),
 * case-insensitively: either side is served by its trigram index.
 */
export function memberMatches(pattern: string): SQL {
  return sql`(${ilikeEscaped(members.email, pattern)} or ${ilikeEscaped(fullName, pattern)})`;
}

/** The ids of the members memberMatches finds, as a subquery for another module's search. */
export function memberIdsMatching(pattern: string): SQL {
  return sql`(select ${members.id} from ${members} where ${memberMatches(pattern)})`;
}
