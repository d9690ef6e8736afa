import {
  API_ROUTES,
  type api,
  type Endpoint,
  type InputOf,
  type OutputOf,
  type Route,
} from '@printshop/contract';
import type { z } from 'zod';

/** What a call needs at run time: where it goes and how its input travels. */
export type WebEndpoint = Route;

/**
 * The contract's calls by name, as the browser makes them: the contract's zod-free route table,
 * so the schemas never reach a browser. Inputs and outputs are typed from the contract
 * (type-only imports), so a page never names a path or picks a type itself.
 */
export const WEB_ENDPOINTS = API_ROUTES;

type WebEndpoints = typeof WEB_ENDPOINTS;

/** The calls made with a JSON, form or query input; an upload sends its file itself. */
export type WebCall = {
  [Name in keyof WebEndpoints]: WebEndpoints[Name] extends { body: 'multipart' } ? never : Name;
}[keyof WebEndpoints];

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
      ? { [Key in keyof In]: Sent<In[Key], Key extends keyof Parsed ? Parsed[Key] : never> }
      : In;

/** The input a client sends to an endpoint (loaders and the browser alike). */
export type SentInputOf<E extends Endpoint> = Sent<z.input<E['input']>, InputOf<E>>;

export type CallInput<Name extends keyof WebEndpoints> = SentInputOf<(typeof api)[Name]>;
export type CallOutput<Name extends keyof WebEndpoints> = OutputOf<(typeof api)[Name]>;

/** A call's input argument, which may be left out when an empty object would do. */
export type InputArgs<Input> = Record<never, never> extends Input ? [input?: Input] : [input: Input];

export type CallArgs<Name extends WebCall> = InputArgs<CallInput<Name>>;
