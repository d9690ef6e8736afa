import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { loginHref } from '~/lib/login-redirect';
import { readSession } from '~/lib/session';

/**
 * For the pages only a logged-in shopper sees. The server cannot see the token, so it renders
 * them without their content; in the browser a visitor is sent to /login, which sends them back.
 * The check runs once, on arrival: a page that ends the session (a password change) leads the
 * shopper on itself. True once the page may show its content.
 */
export function useRequireLogin(): boolean {
  const { pathname, search } = useLocation();
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (readSession()) setAllowed(true);
    else window.location.replace(loginHref(pathname + search));
  }, [pathname, search]);
  return allowed;
}
