import type { Messages } from './messages';

/** The texts of /cart (docs/product.md#screens). The delete question is docs/product.md's own words. */
export const cartEn = {
  title: 'Shopping cart',
  loading: 'Loading your cart…',
  empty: {
    title: 'Your cart is empty',
    visitor: 'Log in to see the items in your cart and check out.',
    member: 'Pick a product, choose its options and upload your design: it will wait for you here.',
    login: 'Log in',
  },
  listLabel: 'Items in your cart',
  columns: {
    product: 'Product',
    unitPrice: 'Unit price',
    quantity: 'Quantity',
    total: 'Total',
  },
  line: {
    options: 'Options',
    designs: 'Design files',
    design: 'Design file {{number}}',
    unitPrice: 'Unit price:',
    quantity: 'Quantity',
    total: 'Total',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    delete: 'Delete',
    saveFailed: 'We could not change the quantity. Please try again.',
  },
  delete: {
    question: 'Are you sure to delete it?',
    confirm: 'Delete',
    cancel: 'Cancel',
    deleting: 'Deleting…',
    failed: 'We could not delete this item. Please try again.',
  },
  summary: {
    title: 'Order summary',
    subtotal: 'Subtotal',
    note: 'Tax and shipping are added at checkout.',
    checkout: 'Checkout now',
    continue: 'Continue shopping',
  },
  seo: {
    description: 'The products in your Inkfold Print cart, with their options, designs and prices.',
  },
} as const;

export const cartZh: Messages['cartPage'] = {
  title: '购物车',
  loading: '正在加载购物车…',
  empty: {
    title: '购物车是空的',
    visitor: '登录后即可查看购物车中的商品并结账。',
    member: '选择商品和规格并上传您的设计稿，商品会保存在这里。',
    login: '登录',
  },
  listLabel: '购物车中的商品',
  columns: {
    product: '商品',
    unitPrice: '单价',
    quantity: '数量',
    total: '小计',
  },
  line: {
    options: '规格',
    designs: '设计文件',
    design: '设计文件 {{number}}',
    unitPrice: '单价：',
    quantity: '数量',
    total: '小计',
    decrease: '减少数量',
    increase: '增加数量',
    delete: '删除',
    saveFailed: '数量修改失败，请重试。',
  },
  delete: {
    question: '确定要删除吗？',
    confirm: '删除',
    cancel: '取消',
    deleting: '正在删除…',
    failed: '删除失败，请重试。',
  },
  summary: {
    title: '订单摘要',
    subtotal: '商品总计',
    note: '税费和运费将在结账时计算。',
    checkout: '立即结账',
    continue: '继续购物',
  },
  seo: {
    description: '您在墨折印刷购物车中的商品及其规格、设计稿和价格。',
  },
};
