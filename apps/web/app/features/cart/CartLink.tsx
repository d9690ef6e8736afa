import { useTranslation } from '~/i18n/use-translation';
import { CartIcon } from '~/ui/icons';
import { useCartCount } from './cart-count';

/** The cart icon with its item count; the count stays empty until it is known. */
export function CartLink({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const { count } = useCartCount();
  const label = count === null ? t('header.cartLabel') : t('header.cartLabelCount', { count });
  return (
    <a
      href="/cart"
      aria-label={label}
      className="relative inline-flex items-center gap-2 rounded-full p-2 text-navy hover:bg-sand"
    >
      <CartIcon width={24} height={24} />
      {showLabel ? <span className="text-sm font-medium">{t('header.cart')}</span> : null}
      {count !== null && count > 0 ? (
        <span
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-coral px-1.5 text-center text-xs leading-5 font-bold text-navy"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </a>
  );
}
