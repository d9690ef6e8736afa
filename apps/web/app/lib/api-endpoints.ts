import {
  API_ROUTES,
  type CallArgsOf,
  type CallInputOf,
  type CallOutputOf,
  type Route,
} from '@printshop/contract';

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

export type CallInput<Name extends keyof WebEndpoints> = CallInputOf<Name>;
export type CallOutput<Name extends keyof WebEndpoints> = CallOutputOf<Name>;
export type CallArgs<Name extends WebCall> = CallArgsOf<Name>;
