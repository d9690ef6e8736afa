/** The shop's public origin for absolute links: PUBLIC_URL when set, else the request's own. */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}
