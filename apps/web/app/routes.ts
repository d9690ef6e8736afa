import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * SPEC.md's route table, listed explicitly: a page is a file in routes/ plus a line here.
 * Storefront pages sit under the shop layout (header, footer, login modal). Checkout and
 * payment-success show the checkout header instead, so they belong in a layout of their own.
 */
export default [
  layout('routes/shop-layout.tsx', [index('routes/home.tsx'), route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig;
