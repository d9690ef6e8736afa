import * as admin from './admin/index.ts';
import type { Endpoint } from './api/endpoint.ts';
import * as api from './api/index.ts';

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'input' in value
  );
}

/** Every call of the contract: for the API reference, and for tests that must cover each one. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(api as Record<string, unknown>),
  ...Object.values(admin as Record<string, unknown>),
].filter(isEndpoint);
