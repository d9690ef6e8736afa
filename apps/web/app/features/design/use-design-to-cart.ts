import { useEffect, useState } from 'react';
import { useOpenAuth } from '~/features/auth/auth-modal';
import { useCartCount } from '~/features/cart/cart-count';
import { findSku } from '~/features/product/options';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import type { CallOutput } from '~/lib/api-endpoints';
import { useApi } from '~/lib/root-data';
import { readSession } from '~/lib/session';
import { useToast } from '~/ui/toast';
import type { DesignCartProduct } from './cart-choice';
import { type PendingDesignAdd, savePendingDesignAdd, takePendingDesignAdd } from './pending-design-add';

export type DesignFile = CallOutput<'designToCart'>['designFile'];

export type CartPhase =
  | { kind: 'idle' }
  /** Saving the design, then making its PDF on the server. */
  | { kind: 'making' }
  | { kind: 'added'; file: DesignFile }
  /** `message` is the shop's reason in the reader's language. */
  | { kind: 'failed'; message: string };

type Choice = Pick<PendingDesignAdd, 'chosen' | 'quantity'>;

interface DesignToCartOptions {
  product: DesignCartProduct;
  /** Waits for the save in flight and answers the design's id, saving it first when it never was. */
  savedId: () => Promise<number>;
  /** Puts a choice made before logging in back in the panel. */
  onResume: (choice: Choice) => void;
}

/**
 * Add to cart from the editor: the design is saved, its print-ready PDF made and added as the
 * design file of a cart line (api.designToCart), and the header's count refreshed. A visitor is
 * asked to log in first; the page loads again, the editor claims the visitor's designs as it
 * opens, and the waiting add is sent.
 */
export function useDesignToCart({ product, savedId, onResume }: DesignToCartOptions) {
  const { t } = useTranslation();
  const client = useApi();
  const openAuth = useOpenAuth();
  const toast = useToast();
  const { refresh } = useCartCount();
  const [phase, setPhase] = useState<CartPhase>({ kind: 'idle' });

  async function send(designId: number, choice: Choice) {
    const sku = findSku(choice.chosen, product.skus);
    if (!sku) return;
    setPhase({ kind: 'making' });
    try {
      const { data, msg } = await client.callWithMsg('designToCart', {
        id: designId,
        productId: product.productId,
        skucode: sku.skuCode,
        productNum: choice.quantity,
      });
      setPhase({ kind: 'added', file: data.designFile });
      toast('success', msg);
      refresh();
    } catch (error) {
      setPhase({ kind: 'failed', message: errorMessage(error, t('designEditor.cart.failed')) });
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arriving back from the log-in.
  useEffect(() => {
    const designId = Number(new URL(window.location.href).searchParams.get('design'));
    const pending = readSession() && designId ? takePendingDesignAdd(designId) : null;
    if (!pending) return;
    onResume(pending);
    void send(pending.designId, pending);
  }, []);

  async function add(choice: Choice) {
    if (phase.kind === 'making') return;
    setPhase({ kind: 'making' });
    let designId: number;
    try {
      designId = await savedId();
    } catch (error) {
      setPhase({ kind: 'failed', message: errorMessage(error, t('designEditor.cart.notSaved')) });
      return;
    }
    if (readSession()) {
      await send(designId, choice);
      return;
    }
    setPhase({ kind: 'idle' });
    savePendingDesignAdd({ designId, ...choice });
    openAuth('login', { afterLogin: window.location.pathname + window.location.search });
    toast('warning', t('designEditor.cart.loginToAdd'));
  }

  return { add, phase };
}
