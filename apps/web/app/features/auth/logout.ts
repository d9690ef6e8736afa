import type { BrowserApi } from '~/lib/api';
import { clearSession } from '~/lib/session';

/**
 * Ends the session on the server, then forgets it here and goes home (docs/product.md#states).
 * The local part happens whatever the server says: a shopper who asks to log out is logged out.
 */
export async function logout(client: BrowserApi): Promise<void> {
  await client.call('logout').catch(() => undefined);
  clearSession();
  window.location.assign('/');
}
