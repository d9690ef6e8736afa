import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useApi } from '~/lib/root-data';
import { readSession, useSession } from '~/lib/session';

interface CartCount {
  /** Items in the cart; null when logged out or not known. */
  count: number | null;
  /** Asks the server again, e.g. after adding to or deleting from the cart. */
  refresh: () => void;
}

const CartCountContext = createContext<CartCount | null>(null);

/** The header's cart count, fetched only for a logged-in shopper (docs/product.md#screens). */
export function CartCountProvider({ children }: { children: ReactNode }) {
  const client = useApi();
  const token = useSession()?.token;
  const [count, setCount] = useState<number | null>(null);

  const load = useCallback(
    (token: string | undefined) => {
      if (!token) {
        setCount(null);
        return;
      }
      client.call('cartQty').then(
        (data) => setCount(data.qty),
        // The count is a hint: a failure leaves the icon without a number rather than
        // troubling the shopper (an expired token is handled by the API client itself).
        () => setCount(null),
      );
    },
    [client],
  );

  // The server renders logged out; the token appears after hydration and triggers the one call.
  useEffect(() => load(token), [load, token]);

  const refresh = useCallback(() => load(readSession()?.token), [load]);

  const value = useMemo(() => ({ count, refresh }), [count, refresh]);
  return <CartCountContext.Provider value={value}>{children}</CartCountContext.Provider>;
}

export function useCartCount(): CartCount {
  const value = useContext(CartCountContext);
  if (!value) throw new Error('useCartCount needs a CartCountProvider');
  return value;
}
