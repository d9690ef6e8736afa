import type { z } from 'zod';
import type { Permission } from '../admin/permissions.ts';

/**
 * One /api call: its method, path, how the body is encoded, whether it needs a logged-in
 * member, and the zod schemas of its input (query for GET, body otherwise) and of `data`.
 * The server registers routes from these and the OpenAPI document is generated from them.
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: 'form' | 'json' | 'multipart';
  auth: boolean;
  /**
   * A back-office call: it needs a staff session (the staff_session cookie, never a customer's
   * token) whose role has this permission, or just a session ('session').
   */
  staff?: Permission | 'session';
  /**
   * A call that answers a document rather than the JSON envelope: the handler's string is sent
   * as is with this content type (a printable page, a CSV export). Its output schema is z.string().
   * A page's failures answer a small page saying why, with the same status; a CSV's the envelope.
   */
  produces?: 'text/html' | 'text/csv';
  summary: string;
  input: I;
  output: O;
}

export function endpoint<I extends z.ZodType, O extends z.ZodType>(def: Endpoint<I, O>): Endpoint<I, O> {
  return def;
}

export type InputOf<E extends Endpoint> = z.output<E['input']>;
export type OutputOf<E extends Endpoint> = z.output<E['output']>;
