import type { AdminMessages } from './admin-texts';

/** Every Simplified Chinese text of the back office, with the same keys as en.ts. */
export const adminZh: AdminMessages = {
  brand: {
    name: '墨折印刷',
    area: '管理后台',
    title: '墨折印刷管理后台',
  },
  loading: '正在加载管理后台…',
  login: {
    title: '员工登录',
    intro: '仅供本店工作人员使用。顾客请在商店页面登录。',
    email: '邮箱',
    password: '密码',
    submit: '登录',
    submitting: '正在登录…',
  },
  shell: {
    navLabel: '管理后台',
    language: '语言',
    menu: '菜单',
    loggedIn: '当前登录',
    logout: '退出登录',
    loggingOut: '正在退出…',
  },
  nav: {
    dashboard: '概览',
  },
  roles: {
    owner: '店主',
    production: '生产',
    support: '客服',
  },
  permissions: {
    'orders.read': '查看订单及其商品、文件、进度和备注',
    'orders.note': '为订单添加内部备注',
    'production.move': '推进文件审核、打样、印刷和发货',
    'orders.cancel': '取消订单并退款',
    'customers.manage': '处理报价、留言、顾客和评价',
    'catalog.manage': '修改产品、价格、分类、内容、优惠券和设置',
    'staff.manage': '管理员工账号，查看操作日志',
  },
  dashboard: {
    title: '概览',
    welcome: '欢迎',
    role: '角色',
    abilities: '您的角色可以',
  },
};
