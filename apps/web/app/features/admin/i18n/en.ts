import type { admin } from '@printshop/contract';

/** Every English text of the back office. zh.ts must have exactly the same keys (see `AdminMessages`). */
export const adminEn = {
  brand: {
    name: 'Inkfold Print',
    area: 'Back office',
    title: 'Inkfold Print back office',
  },
  loading: 'Loading the back office…',
  login: {
    title: 'Staff log-in',
    intro: 'For the people who run the shop. Customers log in on the shop’s own pages.',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
  },
  shell: {
    navLabel: 'Back office',
    language: 'Language',
    menu: 'Menu',
    loggedIn: 'Logged in',
    logout: 'Log out',
    loggingOut: 'Logging out…',
  },
  nav: {
    dashboard: 'Dashboard',
  },
  roles: {
    owner: 'Owner',
    production: 'Production',
    support: 'Support',
  } satisfies Record<admin.StaffRole, string>,
  /** docs/staff.md's table, in the words staff read. */
  permissions: {
    'orders.read': 'See orders, their items, files, timeline and notes',
    'orders.note': 'Add internal notes to orders',
    'production.move': 'Move work through file review, proofs, printing and shipping',
    'orders.cancel': 'Cancel orders and refund them',
    'customers.manage': 'Handle quotes, contact messages, customers and reviews',
    'catalog.manage': 'Change products, prices, categories, content, coupons and settings',
    'staff.manage': 'Manage staff accounts and read the audit log',
  } satisfies Record<admin.Permission, string>,
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome',
    role: 'Role',
    abilities: 'Your role lets you',
  },
};
