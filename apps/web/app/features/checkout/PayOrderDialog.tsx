import { type api, dollarsToCents, formatMoney } from '@printshop/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useApi, useRootData } from '~/lib/root-data';
import { Dialog } from '~/ui/Dialog';
import { DIALOG_FORM_CLASS, DialogForm } from '~/ui/DialogForm';
import { PrimaryButton } from '~/ui/form-fields';
import { SavingOverlay } from '~/ui/SavingOverlay';
import { useToast } from '~/ui/toast';
import { CardForm } from './CardForm';
import { failureMessage, payOrder, successHref } from './place-order';
import { TestModeNotice } from './TestModeNotice';
import { useCardPayer } from './use-card-payer';

type PayableOrder = Pick<api.OrderSummary, 'id' | 'orderNo' | 'totalAmount'>;

interface PayNowProps {
  order: PayableOrder;
  className?: string;
  /** Opens the dialog at once, for an order the shopper has just placed on the same page (an accepted offer). */
  startOpen?: boolean;
}

/** The Pay now button of an order on hold, with its dialog. */
export function PayNowButton({ order, className = '', startOpen = false }: PayNowProps) {
  const { t } = useTranslation();
  const client = useApi();
  const toast = useToast();
  const [config, setConfig] = useState<api.PaymentConfig | null>(null);
  const [open, setOpen] = useState(false);

  const start = () => {
    if (config) {
      setOpen(true);
      return;
    }
    client.call('paymentConfig').then(
      (found) => {
        setConfig(found);
        setOpen(true);
      },
      () => toast('error', t('checkoutPage.payment.initFailed')),
    );
  };

  // Once, on arrival: a later render must not open the dialog the shopper closed.
  const opened = useRef(false);
  useEffect(() => {
    if (!startOpen || opened.current) return;
    opened.current = true;
    start();
  });

  return (
    <>
      <button
        type="button"
        onClick={start}
        className={`inline-flex h-10 items-center justify-center rounded-full bg-coral px-5 text-sm font-bold text-navy hover:bg-[#ff836f] ${className}`}
      >
        {t('checkoutPage.payOrder.button')}
      </button>
      {config ? (
        <PayOrderDialog order={order} config={config} open={open} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

interface PayOrderDialogProps {
  order: PayableOrder;
  config: api.PaymentConfig;
  open: boolean;
  onClose: () => void;
}

/**
 * Pays an order left on hold (a declined card, an abandoned payment) with another card. The
 * server resumes the order's one payment intent, so the order is never charged twice.
 */
export function PayOrderDialog({ order, config, open, onClose }: PayOrderDialogProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const client = useApi();
  const toast = useToast();
  const titleId = useId();
  const card = useCardPayer();
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    const payer = await card.ready();
    if (!payer) return;
    setPaying(true);
    try {
      window.location.assign(successHref(await payOrder(client, payer, order.id)));
    } catch (error) {
      setPaying(false);
      toast('error', failureMessage(error, t('checkoutPage.payment.failed')));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={paying ? () => {} : onClose}
      labelledBy={titleId}
      className={`${DIALOG_FORM_CLASS} max-w-lg`}
    >
      <DialogForm
        titleId={titleId}
        title={t('checkoutPage.payOrder.title', { orderNo: order.orderNo })}
        onClose={onClose}
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
        footer={
          <PrimaryButton disabled={paying} className="w-full">
            {t('checkoutPage.payOrder.pay', { amount: formatMoney(order.totalAmount, lang) })}
          </PrimaryButton>
        }
      >
        {config.provider === 'test' ? <TestModeNotice className="mb-4" /> : null}
        <CardForm ref={card.ref} config={config} amountCents={dollarsToCents(order.totalAmount)} />
      </DialogForm>
      {paying ? <SavingOverlay label={t('checkoutPage.payment.placing')} /> : null}
    </Dialog>
  );
}
