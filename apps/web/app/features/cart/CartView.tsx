import type { api } from '@printshop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartRow, ROW_GRID } from './CartRow';
import { CartSummary } from './CartSummary';
import { DeleteDialog } from './DeleteDialog';
import { EmptyCart } from './EmptyCart';
import { subtotal } from './totals';
import { useCartLines } from './use-cart-lines';

/**
 * A member's cart: the lines with the summary beside them on a wide screen, below them
 * otherwise; and the delete question.
 */
export function CartView({ initial }: { initial: api.CartLine[] }) {
  const { t } = useTranslation();
  const cart = useCartLines(initial);
  const [asking, setAsking] = useState<api.CartLine | null>(null);

  return (
    <>
      {cart.lines.length === 0 ? (
        <EmptyCart visitor={false} />
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="rounded-2xl border border-navy/10 bg-white px-4 shadow-sm sm:px-6">
            <div
              aria-hidden="true"
              className={`${ROW_GRID} hidden border-b border-navy/10 py-3 text-xs font-semibold tracking-wide text-navy/60 uppercase desktop:grid`}
            >
              <span className="col-span-2">{t('cartPage.columns.product')}</span>
              <span className="text-right">{t('cartPage.columns.unitPrice')}</span>
              <span className="text-center">{t('cartPage.columns.quantity')}</span>
              <span className="text-right">{t('cartPage.columns.total')}</span>
            </div>
            <ul aria-label={t('cartPage.listLabel')}>
              {cart.lines.map((line) => (
                <CartRow
                  key={line.id}
                  line={line}
                  onStep={(by) => cart.step(line, by)}
                  onDelete={() => setAsking(line)}
                />
              ))}
            </ul>
          </div>
          <CartSummary subtotal={subtotal(cart.lines)} isSaving={cart.isSaving} settled={cart.settled} />
        </div>
      )}
      <DeleteDialog
        line={asking}
        onConfirm={(line) => cart.remove(line.id)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
