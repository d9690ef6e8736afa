import { type SQL, sql } from 'drizzle-orm';
import { ilikeEscaped } from '../../db/like.ts';
import { products } from './tables.ts';

/**
 * The ids of the products whose name, in English or Chinese, matches a LIKE `pattern` (escaped
 * with escapeLike) case-insensitively, as a subquery for another module's search. The catalogue
 * is a few hundred rows, so this is cheap where matching every order item's name is not.
 */
export function productIdsNamed(pattern: string): SQL {
  return sql`(select ${products.id} from ${products} where ${ilikeEscaped(sql`(${products.name}->>'en')`, pattern)} or ${ilikeEscaped(sql`(${products.name}->>'zh')`, pattern)})`;
}
