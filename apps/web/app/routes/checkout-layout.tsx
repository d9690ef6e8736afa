import { Outlet } from 'react-router';
import { CheckoutHeader } from '~/features/layout/CheckoutHeader';

/** Checkout and payment-success show the slim checkout header instead of the shop's (docs/product.md#screens). */
export default function CheckoutLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-sand/40">
      <CheckoutHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
