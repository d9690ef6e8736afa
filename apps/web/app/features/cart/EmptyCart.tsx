import { useTranslation } from '~/i18n/use-translation';
import { loginHref } from '~/lib/login-redirect';
import { CartIcon } from '~/ui/icons';

const BUTTON =
  'inline-flex h-12 items-center justify-center rounded-full bg-coral px-8 font-bold text-navy transition-colors hover:bg-[#ff836f]';

/**
 * An empty cart (docs/product.md#screens): a visitor is offered to log in, a member to go shopping.
 * Logging in on /login rather than in the modal brings the visitor back here afterwards.
 */
export function EmptyCart({ visitor }: { visitor: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="grid justify-items-center gap-4 rounded-2xl border border-navy/10 bg-white px-5 py-12 text-center shadow-sm sm:py-16">
      <span className="grid size-20 place-items-center rounded-full bg-sand text-teal-700">
        <CartIcon width={36} height={36} />
      </span>
      <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{t('cartPage.empty.title')}</h2>
      <p className="max-w-md text-navy/75">
        {visitor ? t('cartPage.empty.visitor') : t('cartPage.empty.member')}
      </p>
      {visitor ? (
        <a href={loginHref('/cart')} className={BUTTON}>
          {t('cartPage.empty.login')}
        </a>
      ) : (
        <a href="/" className={BUTTON}>
          {t('cartPage.summary.continue')}
        </a>
      )}
    </section>
  );
}
