import type { api, ShipPromise } from '@printshop/contract';
import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useApi } from '~/lib/root-data';
import { CartRow, ROW_GRID } from './CartRow';
import { CartSummary } from './CartSummary';
import { DeleteDialog } from './DeleteDialog';
import { EmptyCart } from './EmptyCart';
import { subtotal } from './totals';
import { useCartLines } from './use-cart-lines';

interface CartViewProps {
  initial: api.CartLine[];
  /** When the cart ships if ordered now, as loaded with it. */
  shipBy: ShipPromise | null;
}

/**
 * A member's cart: the lines with the summary beside them on a wide screen, below them
 * otherwise; and the delete question.
 */
export function CartView({ initial, shipBy: loadedShipBy }: CartViewProps) {
  const { t } = useTranslation();
  const client = useApi();
  const cart = useCartLines(initial);
  const [asking, setAsking] = useState<api.CartLine | null>(null);
  const [shipBy, setShipBy] = useState(loadedShipBy);

  // The slowest line may be the one removed: the server says when the rest ships.
  const remove = async (line: api.CartLine) => {
    const gone = await cart.remove(line.id);
    if (gone)
      client.call('cartList').then(
        (data) => setShipBy(data.shipBy),
        () => undefined,
      );
    return gone;
  };

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
          <CartSummary
            subtotal={subtotal(cart.lines)}
            shipBy={shipBy}
            isSaving={cart.isSaving}
            settled={cart.settled}
          />
        </div>
      )}
      <DeleteDialog line={asking} onConfirm={remove} onClose={() => setAsking(null)} />
    </>
  );
}
