import { type api, formatMoney } from '@printshop/contract';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useRegions } from '~/features/account/regions';
import { useOpenAuth } from '~/features/auth/auth-modal';
import { ShippingStep } from '~/features/checkout/ShippingStep';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useApi, useRootData } from '~/lib/root-data';
import { useSession } from '~/lib/session';
import { AddressText } from '~/ui/AddressText';
import { PrimaryButton } from '~/ui/form-fields';
import { Panel } from '~/ui/Panel';
import { SavingOverlay } from '~/ui/SavingOverlay';
import { useToast } from '~/ui/toast';

const SECONDARY =
  'inline-flex h-11 items-center justify-center rounded-full border border-navy/20 bg-white px-5 font-semibold hover:bg-sand';

interface AcceptOfferProps {
  offer: api.QuoteOffer;
  offerKey: string;
  /** The offer was accepted, or the address that prices it changed: load it again. */
  onChange: (accepted: boolean) => void;
}

/**
 * Accepting an offer: a visitor logs in or registers in the modal, which brings them back here; a
 * member chooses or adds the delivery address as checkout does, then accepts, which places the
 * order to pay (docs/product.md#offers).
 */
export function AcceptOffer({ offer, offerKey, onChange }: AcceptOfferProps) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <LogInToAccept />;
  return (
    <Panel title={t('offerPage.account.title')}>
      <Acceptance offer={offer} offerKey={offerKey} onChange={onChange} />
    </Panel>
  );
}

function LogInToAccept() {
  const { t } = useTranslation();
  const openAuth = useOpenAuth();
  const { pathname, search } = useLocation();
  // After logging in, the modal reloads this very page: the offer is kept.
  const afterLogin = pathname + search;
  return (
    <Panel title={t('offerPage.account.title')}>
      <p className="text-navy/75">{t('offerPage.account.body')}</p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <PrimaryButton type="button" onClick={() => openAuth('login', { afterLogin })}>
          {t('offerPage.account.login')}
        </PrimaryButton>
        <button type="button" onClick={() => openAuth('register', { afterLogin })} className={SECONDARY}>
          {t('offerPage.account.register')}
        </button>
      </div>
    </Panel>
  );
}

function Acceptance({ offer, offerKey, onChange }: AcceptOfferProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const client = useApi();
  const toast = useToast();
  const regions = useRegions(client);
  const [editing, setEditing] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const address = offer.memberAddress;

  const accept = async () => {
    setAccepting(true);
    try {
      const { msg } = await client.callWithMsg('acceptQuoteOffer', { key: offerKey });
      toast('success', msg);
      onChange(true);
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
      setAccepting(false);
      // An offer that expired or was accepted meanwhile shows as it is now.
      onChange(false);
    }
  };

  return (
    <div className="grid gap-5">
      <h3 className="font-semibold">{address ? t('offerPage.address.title') : t('offerPage.address.add')}</h3>
      {address && !editing ? (
        <div className="flex items-start justify-between gap-4">
          <AddressText address={address} />
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="shrink-0 font-semibold whitespace-nowrap text-teal-800 underline"
          >
            {t('offerPage.address.change')}
          </button>
        </div>
      ) : (
        <ShippingStep
          saved={address}
          regions={regions}
          onSaved={() => {
            // The destination sets tax and shipping: the offer is priced again.
            setEditing(false);
            onChange(false);
          }}
        />
      )}
      {address && !editing ? (
        <>
          <PrimaryButton type="button" onClick={accept} disabled={accepting} className="w-full">
            {t('offerPage.accept', { amount: formatMoney(offer.total, lang) })}
          </PrimaryButton>
          <p className="text-sm text-navy/70">{t('offerPage.acceptHint')}</p>
        </>
      ) : null}
      {accepting ? <SavingOverlay label={t('offerPage.accepting')} /> : null}
    </div>
  );
}
