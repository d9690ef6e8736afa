import { useState } from 'react';
import { useCartCount } from '~/features/cart/cart-count';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useApi } from '~/lib/root-data';
import { useLater } from '~/lib/use-later';
import { useToast } from '~/ui/toast';

/** Long enough to read that the item is in the cart, at today's price, before the cart opens. */
const TO_CART_AFTER_MS = 1000;

interface ReorderButtonProps {
  itemId: number;
  /** The product's name, for the button's accessible name among the order's other items. */
  name: string;
  className?: string;
}

/**
 * Order again: the server puts the item's product, options, design files and quantity in the cart
 * and says so; the cart then opens, priced as today. When the shop no longer sells the product or
 * that combination, the server's refusal says which, and the page stays.
 */
export function ReorderButton({ itemId, name, className = '' }: ReorderButtonProps) {
  const { t } = useTranslation();
  const client = useApi();
  const toast = useToast();
  const later = useLater();
  const { refresh } = useCartCount();
  const [adding, setAdding] = useState(false);

  async function reorder() {
    if (adding) return;
    setAdding(true);
    try {
      const { msg } = await client.callWithMsg('reorder', { orderItemId: itemId });
      toast('success', msg);
      refresh();
      later(() => window.location.assign('/cart'), TO_CART_AFTER_MS);
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
      setAdding(false);
    }
  }

  return (
    <button
      type="button"
      onClick={reorder}
      disabled={adding}
      aria-label={t('ordersPage.reorder.buttonOf', { name })}
      className={`inline-flex h-10 items-center justify-center rounded-full bg-coral px-4 text-sm font-bold whitespace-nowrap text-navy hover:bg-[#ff836f] disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
    >
      {adding ? t('ordersPage.reorder.adding') : t('ordersPage.reorder.button')}
    </button>
  );
}
