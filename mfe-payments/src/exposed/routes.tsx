import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyScreen, LoadingContent, NotFound, paths } from 'shared';

// Each page is a chunk of its own: the routes module the shell loads for these addresses stays
// small, and the order page's QR code library comes only with that page.
const CheckoutPage = lazyScreen(() =>
  import('../features/checkout/components/checkout-page').then((m) => m.CheckoutPage),
);
const OrdersPage = lazyScreen(() =>
  import('../features/orders/components/orders-page').then((m) => m.OrdersPage),
);
const OrderPage = lazyScreen(() =>
  import('../features/orders/components/order-page').then((m) => m.OrderPage),
);

/** The checkout and the buyer's orders; the shell's guards send a visitor to sign in first. */
export default function PaymentRoutes() {
  return (
    <Suspense fallback={<LoadingContent />}>
      <Routes>
        <Route path={paths.checkout} element={<CheckoutPage />} />
        <Route path={paths.orders} element={<OrdersPage />} />
        <Route path={`${paths.orders}/:reference`} element={<OrderPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
