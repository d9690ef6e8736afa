import { isRouteErrorResponse, Outlet } from 'react-router';
import { ErrorPage } from '~/features/errors/ErrorPage';
import { NotFoundPage } from '~/features/errors/NotFoundPage';
import { ShopShell } from '~/features/layout/ShopShell';
import { useRootData } from '~/lib/root-data';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/shop-layout';

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** Pages define their own meta; this one serves errors that a page threw. */
export const meta: Route.MetaFunction = ({ matches, error }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { seo, error: texts } = root.messages;
  return isNotFound(error)
    ? pageMeta(root, { title: seo.notFoundTitle, description: seo.notFoundDescription, path: null })
    : pageMeta(root, { title: seo.errorTitle, description: texts.body, path: null });
};

export default function ShopLayout() {
  return (
    <ShopShell>
      <Outlet />
    </ShopShell>
  );
}

/** A page's error keeps the header and footer, so the shopper can carry on from there. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { lang, messages } = useRootData();
  return (
    <ShopShell>
      {isNotFound(error) ? <NotFoundPage /> : <ErrorPage texts={[{ lang, text: messages.error }]} />}
    </ShopShell>
  );
}
