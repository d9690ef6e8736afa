import type { api } from '@printshop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenAuth } from '~/features/auth/auth-modal';
import { useCartCount } from '~/features/cart/cart-count';
import { errorMessage } from '~/lib/api';
import { API_PATH } from '~/lib/api-paths';
import { useApi } from '~/lib/root-data';
import { readSession } from '~/lib/session';
import { useToast } from '~/ui/toast';
import { chosenAttributes } from './options';

/** SPEC.md section 4: a product always goes into the cart one at a time. */
const ADDED_QUANTITY = 1;

interface CartLine {
  productId: number;
  groups: api.AttributeGroup[];
  chosen: string[];
  sku: api.Sku | undefined;
  files: string[];
}

/**
 * Add to cart: a visitor is asked to log in first; a member's line is sent and the server's
 * msg shown, then the header's count is refreshed. The price sent is informative only: the
 * server prices the SKU itself.
 */
export function useAddToCart({ productId, groups, chosen, sku, files }: CartLine) {
  const { t } = useTranslation();
  const browserApi = useApi();
  const openAuth = useOpenAuth();
  const toast = useToast();
  const { refresh } = useCartCount();
  const [adding, setAdding] = useState(false);

  async function add() {
    if (!readSession()) {
      openAuth('login');
      toast('warning', t('storefront.product.loginToAdd'));
      return;
    }
    if (!sku || adding) return;
    setAdding(true);
    try {
      const { msg } = await browserApi.submitJson(API_PATH.cartAdd, {
        productId,
        skulist: chosenAttributes(groups, chosen),
        unitPrice: sku.price,
        productNum: ADDED_QUANTITY,
        skucode: sku.skuCode,
        fileurl: files.join(','),
      });
      toast('success', msg);
      refresh();
    } catch (error) {
      toast('error', errorMessage(error, t('storefront.product.addFailed')));
    } finally {
      setAdding(false);
    }
  }

  return { add, adding };
}
