import { useTranslation } from '~/i18n/use-translation';
import { useHydrated } from '~/lib/hydrated';
import { useSession } from '~/lib/session';
import { useApiData } from '~/lib/use-api-data';
import { LoadError } from '~/ui/load-states';
import { CartSkeleton } from './CartSkeleton';
import { CartView } from './CartView';
import { EmptyCart } from './EmptyCart';

/**
 * /cart (docs/product.md#screens). The token lives in local storage, so the server renders the
 * placeholder and the browser decides: a visitor sees the login prompt, a member their lines.
 */
export function CartPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const session = useSession();
  return (
    <div className="bg-sand/50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 desktop:py-12">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('cartPage.title')}</h1>
        <div className="mt-6">
          {!hydrated ? <CartSkeleton /> : session ? <MemberCart /> : <EmptyCart visitor />}
        </div>
      </div>
    </div>
  );
}

function MemberCart() {
  const { state, reload } = useApiData('cartList');
  if (state.status === 'loading') return <CartSkeleton />;
  if (state.status === 'failed') return <LoadError message={state.message} onRetry={reload} />;
  return <CartView initial={state.data.list} shipBy={state.data.shipBy} />;
}
