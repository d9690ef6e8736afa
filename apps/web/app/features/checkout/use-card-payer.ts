import { useRef } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useToast } from '~/ui/toast';
import type { CardPayer } from './place-order';

/**
 * The card form's payer (its `ref`), and `ready`: the payer once the form is there and what
 * the shopper typed can be charged; otherwise the warning is shown and the answer is null.
 */
export function useCardPayer() {
  const { t } = useTranslation();
  const toast = useToast();
  const ref = useRef<CardPayer>(null);

  const ready = async (): Promise<CardPayer | null> => {
    const payer = ref.current;
    if (!payer) {
      toast('error', t('checkoutPage.payment.initFailed'));
      return null;
    }
    const warning = await payer.check();
    if (warning) {
      toast('warning', warning);
      return null;
    }
    return payer;
  };

  return { ref, ready };
}
