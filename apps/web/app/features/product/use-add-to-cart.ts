import type { api } from '@printshop/contract';
import { useEffect, useState } from 'react';
import { useOpenAuth } from '~/features/auth/auth-modal';
import { useCartCount } from '~/features/cart/cart-count';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useApi } from '~/lib/root-data';
import { readSession } from '~/lib/session';
import { useToast } from '~/ui/toast';
import { chosenAttributes, findSku } from './options';
import { type PendingAdd, savePendingAdd, takePendingAdd } from './pending-add';

/** docs/product.md#states: a product always goes into the cart one at a time. */
const ADDED_QUANTITY = 1;

/** What the shopper has chosen on the page. */
type Choice = Pick<PendingAdd, 'chosen' | 'files'>;

interface AddToCartOptions extends Choice {
  productId: number;
  groups: api.AttributeGroup[];
  skus: api.Sku[];
  /** Puts a choice made before logging in back on the page. */
  onResume: (choice: Choice) => void;
}

/**
 * Add to cart: a member's line is sent and the server's msg shown, then the header's count is
 * refreshed; the price sent is informative only, the server prices the SKU itself. A visitor is
 * asked to log in first, and comes back to this page with the same choice, which is then added.
 */
export function useAddToCart({ productId, groups, skus, chosen, files, onResume }: AddToCartOptions) {
  const { t } = useTranslation();
  const browserApi = useApi();
  const openAuth = useOpenAuth();
  const toast = useToast();
  const { refresh } = useCartCount();
  const [adding, setAdding] = useState(false);

  async function send(choice: Choice) {
    const sku = findSku(choice.chosen, skus);
    if (!sku) return;
    setAdding(true);
    try {
      const { msg } = await browserApi.callWithMsg('cartAdd', {
        productId,
        skulist: chosenAttributes(groups, choice.chosen),
        unitPrice: sku.price,
        productNum: ADDED_QUANTITY,
        skucode: sku.skuCode,
        fileurl: choice.files.join(','),
      });
      toast('success', msg);
      refresh();
    } catch (error) {
      toast('error', errorMessage(error, t('storefront.product.addFailed')));
    } finally {
      setAdding(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arriving back from the log-in.
  useEffect(() => {
    const pending = readSession() ? takePendingAdd(productId) : null;
    if (!pending || !findSku(pending.chosen, skus)) return;
    onResume(pending);
    void send(pending);
  }, []);

  function add() {
    if (adding) return;
    if (readSession()) {
      void send({ chosen, files });
      return;
    }
    savePendingAdd({ productId, chosen, files });
    openAuth('login', { afterLogin: window.location.pathname + window.location.search });
    toast('warning', t('storefront.product.loginToAdd'));
  }

  return { add, adding };
}
