import type { AppLoadContext } from 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Given by the production server: the shop's origin for absolute links (PUBLIC_URL, or
     * http://localhost:PORT). Never the request's Host, which anyone can forge and which would
     * then reach every visitor through the shared page cache.
     */
    publicUrl?: string;
  }
}

/** The shop's public origin for absolute links; dev mode (Vite) has no load context and uses its own. */
export function publicOrigin(context: AppLoadContext, request: Request): string {
  return context.publicUrl ?? new URL(request.url).origin;
}
