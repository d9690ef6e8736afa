import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * docs/product.md#screens' route table, listed explicitly: a page is a file in routes/ plus a line here.
 * Storefront pages sit under the shop layout (header, footer, login modal). Checkout and
 * payment-success show the checkout header instead, so they belong in a layout of their own.
 */
export default [
  layout('routes/shop-layout.tsx', [
    index('routes/home.tsx'),
    route('category', 'routes/category.tsx'),
    route('search', 'routes/search.tsx'),
    route('product', 'routes/product.tsx'),
    route('article', 'routes/article.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blogDetail', 'routes/blog-detail.tsx'),
    route('designService', 'routes/design-service.tsx'),
    route('quotes', 'routes/quotes.tsx'),
    route('quotes/offer', 'routes/quote-offer.tsx'),
    route('contact-us', 'routes/contact-us.tsx'),
    route('login', 'routes/login.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('order', 'routes/order.tsx'),
    route('orderDetail', 'routes/order-detail.tsx'),
    layout('routes/account-layout.tsx', [
      route('user', 'routes/user.tsx'),
      route('password', 'routes/password.tsx'),
      route('address', 'routes/address.tsx'),
      route('paymethod', 'routes/paymethod.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The online design editor: a frame of its own, the whole screen for the page being designed.
  route('design', 'routes/design.tsx'),
  layout('routes/checkout-layout.tsx', [
    route('checkout', 'routes/checkout.tsx'),
    route('payment-success', 'routes/payment-success.tsx'),
  ]),
  // The back office (docs/architecture.md#the-back-office): its own frame, and its own code
  // chunks, which no storefront page loads.
  route('admin/login', 'routes/admin-login.tsx'),
  route('admin', 'routes/admin-layout.tsx', [
    index('routes/admin-dashboard.tsx'),
    route('orders', 'routes/admin-orders.tsx'),
    route('orders/:id', 'routes/admin-order.tsx'),
    route('quotes', 'routes/admin-quotes.tsx'),
    route('quotes/:id', 'routes/admin-quote.tsx'),
    route('reviews', 'routes/admin-reviews.tsx'),
    route('messages', 'routes/admin-messages.tsx'),
    route('messages/:id', 'routes/admin-message.tsx'),
    route('customers', 'routes/admin-customers.tsx'),
    route('customers/:id', 'routes/admin-customer.tsx'),
    route('products', 'routes/admin-products.tsx'),
    route('products/:productNo/prices', 'routes/admin-product-prices.tsx'),
    route('products/new', 'routes/admin-product-new.tsx'),
    route('products/csv', 'routes/admin-products-csv.tsx'),
    route('products/:productNo', 'routes/admin-product.tsx'),
    route('categories', 'routes/admin-categories.tsx'),
    route('design-templates', 'routes/admin-design-templates.tsx'),
    route('design-templates/:id', 'routes/admin-design-template.tsx'),
    route('coupons', 'routes/admin-coupons.tsx'),
    route('selling-rules', 'routes/admin-selling-rules.tsx'),
    route('settings', 'routes/admin-settings.tsx'),
    route('home', 'routes/admin-home.tsx'),
    route('articles', 'routes/admin-articles.tsx'),
    route('articles/new', 'routes/admin-article-new.tsx'),
    route('articles/:id', 'routes/admin-article.tsx'),
    route('blog', 'routes/admin-blog.tsx'),
    route('blog/new', 'routes/admin-blog-new.tsx'),
    route('blog/:id', 'routes/admin-blog-post.tsx'),
    route('staff', 'routes/admin-staff.tsx'),
    route('audit', 'routes/admin-audit.tsx'),
    route('mails', 'routes/admin-mails.tsx'),
  ]),
] satisfies RouteConfig;
