import { CartLink } from '~/features/cart/CartLink';
import { useTranslation } from '~/i18n/use-translation';
import { LockIcon } from '~/ui/icons';
import { Logo } from '~/ui/Logo';

/**
 * The slim header of the checkout and payment-success pages (docs/product.md#screens): logo home,
 * a Checkout label and the cart count linking to /cart. Needs a CartCountProvider above it.
 */
export function CheckoutHeader() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-navy/10 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <p className="flex items-center gap-2 border-l border-navy/15 pl-4 text-lg font-bold">
          {t('checkout.label')}
          <span className="hidden items-center gap-1 text-xs font-medium text-teal-700 sm:inline-flex">
            <LockIcon width={14} height={14} />
            {t('checkout.secure')}
          </span>
        </p>
        <div className="ml-auto">
          <CartLink />
        </div>
      </div>
    </header>
  );
}
