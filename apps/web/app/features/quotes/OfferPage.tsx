import { type api, CODE } from '@printshop/contract';
import { useState } from 'react';
import { OrderTotals } from '~/features/orders/OrderTotals';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';
import { useSession } from '~/lib/session';
import { useApiData } from '~/lib/use-api-data';
import { Breadcrumb } from '~/ui/Breadcrumb';
import { FormSkeleton, LoadError } from '~/ui/load-states';
import { Panel } from '~/ui/Panel';
import { AcceptedOffer } from './AcceptedOffer';
import { AcceptOffer } from './AcceptOffer';
import { OfferGone } from './OfferGone';
import { OfferLines } from './OfferLines';

/**
 * /quotes/offer?key=…: the offer on a custom quote its mail links to (docs/product.md#offers),
 * loaded in the browser so that a logged-in customer's token prices it for their address. A key
 * that opens nothing, or an offer past its last day, is a page that says so.
 */
export function OfferPage({ offerKey }: { offerKey: string }) {
  const { t } = useTranslation();
  const { state, reload } = useApiData('quoteOfferDetail', { key: offerKey });
  return (
    <div className="bg-sand/40">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-5 pb-14 sm:px-6">
        <Breadcrumb
          trail={[{ label: t('forms.quote.title'), href: '/quotes' }, { label: t('offerPage.title') }]}
        />
        {state.status === 'loading' ? (
          <FormSkeleton rows={4} />
        ) : state.status === 'ready' ? (
          <OfferView offer={state.data} offerKey={offerKey} onChange={reload} />
        ) : state.code === CODE.gone ? (
          <OfferGone kind="expired" />
        ) : state.code === CODE.notFound || state.code === CODE.badRequest ? (
          <OfferGone kind="notFound" />
        ) : (
          <LoadError message={state.message} onRetry={reload} />
        )}
      </div>
    </div>
  );
}

interface OfferViewProps {
  offer: api.QuoteOffer;
  offerKey: string;
  /** Something changed on the server (an address saved, the offer accepted): load it again. */
  onChange: () => void;
}

function OfferView({ offer, offerKey, onChange }: OfferViewProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const session = useSession();
  // Accepted on this page: its payment opens as soon as the order shows.
  const [justAccepted, setJustAccepted] = useState(false);
  return (
    <>
      <header className="grid max-w-3xl gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {t('offerPage.heading', { reference: offer.reference })}
        </h1>
        <p className="text-lg leading-relaxed text-navy/75">{t('offerPage.intro')}</p>
        <p className="font-semibold text-teal-800">
          {t('offerPage.validUntil', { day: formatDate(offer.validUntil, lang) })}
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 gap-6">
          <OfferLines lines={offer.lines} />
          {offer.message ? (
            <Panel title={t('offerPage.message')}>
              <p className="leading-relaxed whitespace-pre-line">{offer.message}</p>
            </Panel>
          ) : null}
        </div>
        <div className="grid gap-6 lg:sticky lg:top-6">
          <section
            aria-labelledby="offer-total"
            className="rounded-2xl border border-navy/10 bg-white p-5 shadow-sm sm:p-7"
          >
            <h2 id="offer-total" className="mb-4 text-lg font-bold tracking-tight">
              {t('offerPage.total')}
            </h2>
            <OrderTotals
              order={{
                subtotal: offer.subtotal,
                discount: 0,
                coupon: null,
                tax: offer.tax,
                deliveryfee: offer.deliveryfee,
                totalAmount: offer.total,
              }}
            />
            {session ? null : <p className="mt-3 text-sm text-navy/70">{t('offerPage.estimate')}</p>}
          </section>
          {offer.status === 'accepted' ? (
            <AcceptedOffer order={offer.order} justAccepted={justAccepted} />
          ) : (
            <AcceptOffer
              offer={offer}
              offerKey={offerKey}
              onChange={(accepted) => {
                setJustAccepted(accepted);
                onChange();
              }}
            />
          )}
        </div>
      </div>
    </>
  );
}
