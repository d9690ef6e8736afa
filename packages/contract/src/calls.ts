import type { z } from 'zod';
import type * as admin from './admin/index.ts';
import type { ADMIN_ROUTES } from './admin-routes.ts';
import type { Endpoint, InputOf, OutputOf } from './api/endpoint.ts';
import type * as api from './api/index.ts';
import type { API_ROUTES } from './routes.ts';

/**
 * Every call's name in the contract, the storefront's and the back office's. A type only: a value
 * joining both route tables would put the back office's in every storefront bundle.
 */
export type CallName = keyof typeof API_ROUTES | keyof typeof ADMIN_ROUTES;

/** The endpoint of a call's name. */
export type EndpointNamed<Name extends CallName> = Name extends keyof typeof api
  ? (typeof api)[Name]
  : Name extends keyof typeof admin
    ? (typeof admin)[Name]
    : never;

/**
 * What a caller sends, from the schema's input and parsed types: the input, except where zod
 * types it `unknown` (a number read from a form or query, `numberFromForm`, also as a list's
 * items), which takes the type it is parsed to.
 */
type Sent<In, Parsed> = unknown extends In
  ? Parsed
  : In extends readonly (infer Item)[]
    ? Sent<Item, Parsed extends readonly (infer ParsedItem)[] ? ParsedItem : never>[]
    : In extends object
      ? // NonNullable: a nullable object's fields are those of the object.
        {
          [Key in keyof In]: Sent<
            In[Key],
            Key extends keyof NonNullable<Parsed> ? NonNullable<Parsed>[Key] : never
          >;
        }
      : In;

/** The input a client sends to an endpoint (loaders, the browser and the browser tests alike). */
export type SentInputOf<E extends Endpoint> = Sent<z.input<E['input']>, InputOf<E>>;

/** A call's input argument, which may be left out when an empty object would do. */
export type InputArgs<Input> = Record<never, never> extends Input ? [input?: Input] : [input: Input];

export type CallInputOf<Name extends CallName> = SentInputOf<EndpointNamed<Name>>;
export type CallOutputOf<Name extends CallName> = OutputOf<EndpointNamed<Name>>;
export type CallArgsOf<Name extends CallName> = InputArgs<CallInputOf<Name>>;
