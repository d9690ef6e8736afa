/** The logged-in entries of the account menu and the drawer, in docs/product.md's order. */
export const ACCOUNT_LINKS = [
  { href: '/order', label: 'account.orders' },
  { href: '/user', label: 'account.detail' },
  { href: '/address', label: 'account.address' },
  { href: '/paymethod', label: 'account.paymentMethod' },
] as const;
