import { useTranslation } from '~/i18n/use-translation';

const LINK =
  'inline-flex h-11 items-center rounded-full border border-navy/20 bg-white px-5 font-semibold hover:bg-sand';

/** A link that opens no offer (unknown, replaced or withdrawn), or an offer past its last day. */
export function OfferGone({ kind }: { kind: 'notFound' | 'expired' }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="offer-gone"
      className="grid max-w-2xl justify-items-start gap-4 rounded-2xl border border-navy/10 bg-white p-6 shadow-sm sm:p-8"
    >
      <h1 id="offer-gone" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t(`offerPage.${kind}.title`)}
      </h1>
      <p className="leading-relaxed text-navy/75">{t(`offerPage.${kind}.body`)}</p>
      <div className="flex flex-wrap gap-3">
        <a href="/contact-us" className={LINK}>
          {t('offerPage.contact')}
        </a>
        <a href="/quotes" className={LINK}>
          {t('offerPage.askQuote')}
        </a>
      </div>
    </section>
  );
}
