import {
  defineProducts,
  group,
  type ProductTemplate,
  quantities,
  type SeedProduct,
  t,
  tags,
  turnaround,
  value,
} from './products-shared.ts';
import { reviewPool } from './reviews.ts';

const menuSizes = group('Size', '尺寸', [
  value('S1', '8.5 x 11 in', '8.5×11英寸'),
  value('S2', '8.5 x 14 in', '8.5×14英寸', { multiplier: 1.2 }),
  value('S3', '11 x 17 in', '11×17英寸', { multiplier: 1.6 }),
]);

const menuPapers = group('Paper', '纸张', [
  value('P1', '100 lb gloss cover', '270克亮光卡纸'),
  value('P2', '14 pt uncoated', '14磅无涂布卡纸', { multiplier: 1.05 }),
  value('P3', 'Synthetic waterproof', '防水合成纸', { multiplier: 1.6 }),
]);

const menuFinishes = group('Finish', '表面工艺', [
  value('F1', 'No lamination', '不覆膜'),
  value('F2', 'Matte lamination', '哑膜', { multiplier: 1.3 }),
  value('F3', 'Gloss lamination', '亮膜', { multiplier: 1.3 }),
]);

const menuFolds = group('Fold', '折法', [
  value('L1', 'Half fold', '对折'),
  value('L2', 'Tri-fold', '三折', { multiplier: 1.05 }),
  value('L3', 'Gate fold', '关门折', { multiplier: 1.1 }),
]);

const menuQuantities = quantities('份', [25, 50, 100, 250, 500]);

const takeoutSizes = group('Size', '尺寸', [
  value('S1', '8.5 x 11 in, tri-fold', '8.5×11英寸三折'),
  value('S2', '8.5 x 14 in, tri-fold', '8.5×14英寸三折', { multiplier: 1.2 }),
  value('S3', '11 x 17 in, half-fold', '11×17英寸对折', { multiplier: 1.5 }),
]);

const takeoutPapers = group('Paper', '纸张', [
  value('P1', '80 lb gloss text', '120克亮光铜版纸'),
  value('P2', '100 lb gloss text', '157克亮光铜版纸', { multiplier: 1.12 }),
  value('P3', '80 lb matte text', '120克哑光铜版纸'),
]);

const takeoutQuantities = quantities('份', [250, 500, 1000, 2500]);

const tentSizes = group('Size', '尺寸', [
  value('S1', '4 x 6 in', '4×6英寸'),
  value('S2', '5 x 7 in', '5×7英寸', { multiplier: 1.25 }),
]);

const tentPapers = group('Paper', '纸张', [
  value('P1', '14 pt gloss', '14磅亮光卡纸'),
  value('P2', '16 pt matte', '16磅哑光卡纸', { multiplier: 1.05 }),
  value('P3', 'Synthetic waterproof', '防水合成纸', { multiplier: 1.5 }),
]);

const tentFaces = group('Style', '款式', [
  value('A1', 'A-frame, 2 faces', 'A字型双面'),
  value('A2', 'Triangle, 3 faces', '三角三面', { multiplier: 1.2 }),
]);

const tentQuantities = quantities('个', [25, 50, 100, 250, 500]);

const dineIn: ProductTemplate = {
  category: 'restaurant-menus',
  kind: 'menu',
  prefix: 'MN',
  serverContent: t(
    'We keep your menu file on record so a price change can be reprinted in minutes.',
    '我们会保存您的菜单文件，价格变动时几分钟即可重新下单印刷。',
  ),
  featureTags: tags(['Wipe clean', 'Easy reorder'], ['可擦拭', '轻松重印']),
  highlights: tags(
    [
      'Printed in full color on both sides',
      'Lamination and waterproof stocks for daily handling',
      'Rounded corners available to prevent peeling',
    ],
    ['双面全彩印刷', '覆膜和防水纸，经得起日常使用', '可做圆角防止起边'],
  ),
  overview: {
    size: t('8.5 x 11 in to 11 x 17 in', '8.5×11至11×17英寸'),
    paper: t('Cover stock or synthetic', '卡纸或合成纸'),
    finish: t('Optional lamination', '可选覆膜'),
    production: t('4 business days', '4个工作日'),
  },
  groups: [menuSizes, menuPapers, menuFinishes, menuQuantities],
  reviews: reviewPool('menu'),
};

const takeout: ProductTemplate = {
  category: 'takeout-menus',
  kind: 'menu',
  prefix: 'MN',
  serverContent: t(
    'Takeout menus ship folded and banded in 100s, ready to drop into delivery bags.',
    '外卖菜单折好后每100份一扎，可直接放进外卖袋。',
  ),
  featureTags: tags(['Folded for you', 'Low unit price'], ['代为折叠', '单价低']),
  highlights: tags(
    [
      'Lightweight paper that folds flat into bags',
      'Space for a QR code, hours and delivery zone',
      'Folded and bundled in 100s',
    ],
    ['轻薄纸张，折好平放入袋', '可放二维码、营业时间和配送范围', '折好后每100份一扎'],
  ),
  overview: {
    size: t('8.5 x 11 in to 11 x 17 in', '8.5×11至11×17英寸'),
    paper: t('80 lb or 100 lb text', '120克或157克铜版纸'),
    fold: t('Tri-fold or half-fold', '三折或对折'),
    production: t('3 business days', '3个工作日'),
  },
  groups: [takeoutSizes, takeoutPapers, takeoutQuantities, turnaround(3, 1, 2500)],
  reviews: reviewPool('menu'),
};

const tents: ProductTemplate = {
  category: 'table-tents',
  kind: 'table-tent',
  prefix: 'TT',
  serverContent: t(
    'Table tents ship flat with pre-scored folds and assemble in seconds without glue.',
    '桌牌平放寄送，已预压痕，无需胶水几秒即可组装。',
  ),
  featureTags: tags(['Pre-scored', 'Stands firm'], ['预压痕', '稳固站立']),
  highlights: tags(
    [
      'A-frame or three-sided designs',
      'Locking base tab so tents stay upright',
      'Different artwork on each face',
    ],
    ['A字型或三面设计', '底部锁扣让桌牌稳稳站立', '每一面可印不同图案'],
  ),
  overview: {
    size: t('4 x 6 in or 5 x 7 in per face', '每面4×6或5×7英寸'),
    paper: t('14 pt or 16 pt card', '14磅或16磅卡纸'),
    print: t('Full color on every face', '每面全彩'),
    production: t('4 business days', '4个工作日'),
  },
  groups: [tentSizes, tentPapers, tentFaces, tentQuantities],
  reviews: reviewPool('table-tent'),
};

export const menuProducts: SeedProduct[] = [
  ...defineProducts(dineIn, [
    {
      no: 1001,
      name: t('Laminated Dine-In Menus', '覆膜堂食菜单'),
      intro: t(
        'Single-page menus sealed in a thick laminate that wipes clean after every service, for bistros and diners.',
        '以厚覆膜封装的单页菜单，每次营业后都可擦拭干净，适合小酒馆和简餐店。',
      ),
    },
    {
      no: 1002,
      name: t('Waterproof Synthetic Menus', '防水合成纸菜单'),
      intro: t(
        'Tear-proof synthetic paper that survives spills and poolside use for a year or more without lamination.',
        '防撕合成纸无需覆膜，经得起饮料泼洒和泳池边使用一年以上。',
      ),
      groups: [
        menuSizes,
        group('Corners', '边角', [
          value('C1', 'Square', '直角'),
          value('C2', 'Rounded', '圆角', { multiplier: 1.05 }),
        ]),
        menuQuantities,
      ],
      overview: {
        paper: t('Synthetic waterproof', '防水合成纸'),
        finish: t('No lamination needed', '无需覆膜'),
      },
      baseFactor: 1.6,
      flags: ['featured'],
    },
    {
      no: 1003,
      name: t('Folded Dinner Menus', '折页晚餐菜单'),
      intro: t(
        'Half-fold, tri-fold or gate-fold menus that lead guests from starters to desserts across several panels.',
        '对折、三折或关门折菜单，引导客人从前菜一路浏览到甜点。',
      ),
      groups: [menuFolds, menuPapers, menuFinishes, menuQuantities],
      overview: {
        size: t('11 x 17 in flat', '展开11×17英寸'),
        fold: t('Half, tri or gate fold', '对折、三折或关门折'),
      },
      baseFactor: 1.5,
    },
    {
      no: 1004,
      name: t('Cafe Chalkboard-Style Menus', '咖啡馆黑板风格菜单'),
      intro: t(
        'Chalkboard-look designs on uncoated card with a soft matte feel, for coffee shops that change specials weekly.',
        '无涂布卡纸上的黑板风格设计，手感柔和，适合每周更换特饮的咖啡店。',
      ),
      overview: { paper: t('14 pt uncoated', '14磅无涂布卡纸') },
      baseFactor: 0.9,
    },
    {
      no: 1005,
      name: t('Wine and Cocktail Lists', '酒水单'),
      intro: t(
        'Tall, narrow lists that slip beside a plate, printed on textured stock to suit bars and wine rooms.',
        '窄长的酒水单可放在餐盘旁，采用纹理卡纸，契合酒吧和酒廊的格调。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '4.25 x 11 in', '4.25×11英寸'),
          value('S2', '5.5 x 14 in', '5.5×14英寸', { multiplier: 1.3 }),
        ]),
        menuPapers,
        menuFinishes,
        menuQuantities,
      ],
      overview: { size: t('4.25 x 11 in', '4.25×11英寸') },
      baseFactor: 0.8,
    },
    {
      no: 1006,
      name: t('Kids Activity Menus', '儿童游戏菜单'),
      intro: t(
        "Coloring pages, mazes and a kids' menu on uncoated paper that takes crayons, keeping young guests happy.",
        '无涂布纸上印着涂色页、迷宫和儿童菜单，可用蜡笔涂画，让小客人开开心心。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '8.5 x 11 in', '8.5×11英寸'),
          value('S2', '11 x 17 in placemat', '11×17英寸餐垫', { multiplier: 1.5 }),
        ]),
        group('Paper', '纸张', [
          value('P1', '60 lb uncoated', '90克无涂布纸'),
          value('P2', '80 lb uncoated', '120克无涂布纸', { multiplier: 1.1 }),
        ]),
        menuQuantities,
      ],
      baseFactor: 0.4,
    },
  ]),
  ...defineProducts(takeout, [
    {
      no: 1101,
      name: t('Tri-Fold Takeout Menus', '三折外卖菜单'),
      intro: t(
        'The classic six-panel takeout menu with your full menu, hours and ordering QR code, folded to fit any bag.',
        '经典六面外卖菜单，印有完整菜品、营业时间和点餐二维码，折好后适合任何外卖袋。',
      ),
      flags: ['topSeller'],
      baseFactor: 0.35,
    },
    {
      no: 1102,
      name: t('Jumbo Half-Fold Delivery Menus', '大号对折外卖菜单'),
      intro: t(
        'A large 11 x 17 inch sheet folded once, giving big photos and long menus room to breathe.',
        '11×17英寸大纸对折，让大幅照片和长菜单有足够空间。',
      ),
      groups: [takeoutPapers, takeoutQuantities],
      overview: { size: t('11 x 17 in, half-fold', '11×17英寸对折') },
      baseFactor: 0.5,
    },
    {
      no: 1103,
      name: t('Catering Order Menus', '宴会外烩菜单'),
      intro: t(
        'Menus for platters, boxed lunches and event packages, with per-head pricing and an order form panel.',
        '用于拼盘、盒饭和活动套餐的菜单，标明人均价格并附订购表格。',
      ),
      overview: { extras: t('Order form panel', '订购表格版面') },
      baseFactor: 0.42,
    },
    {
      no: 1104,
      name: t('Delivery Bag Menu Cards', '外卖袋菜单卡'),
      intro: t(
        'Postcard-sized menu cards for every delivery bag, highlighting bestsellers and a repeat-order discount.',
        '明信片大小的菜单卡，放进每个外卖袋，突出招牌菜和回购优惠。',
      ),
      groups: [
        group('Paper', '纸张', [
          value('P1', '14 pt gloss', '14磅亮光卡纸'),
          value('P2', '14 pt matte', '14磅哑光卡纸'),
        ]),
        takeoutQuantities,
        turnaround(3, 1, 2500),
      ],
      overview: { size: t('4 x 6 in', '4×6英寸'), fold: t('Flat card', '平卡') },
      baseFactor: 0.3,
      flags: ['bestDeal'],
    },
    {
      no: 1105,
      name: t('Magnetic Fridge Menus', '冰箱磁贴菜单'),
      intro: t(
        'A slim menu printed on flexible magnet so it stays on the fridge and your number is always within reach.',
        '印在柔性磁片上的纤薄菜单，可吸在冰箱上，让您的电话随手可得。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '3.5 x 8.5 in', '3.5×8.5英寸'),
          value('S2', '4.25 x 11 in', '4.25×11英寸', { multiplier: 1.35 }),
        ]),
        quantities('份', [100, 250, 500, 1000]),
      ],
      overview: { paper: t('20 mil flexible magnet', '0.5毫米柔性磁片'), fold: t('Flat', '平张') },
      baseFactor: 1.1,
      flags: ['isNew'],
    },
  ]),
  ...defineProducts(tents, [
    {
      no: 1001,
      name: t('Dessert and Drinks Table Tents', '甜品饮品桌牌'),
      intro: t(
        'Tempt guests with desserts and signature drinks right at the table, where the decision to order one more happens.',
        '在餐桌上直接展示甜品和招牌饮品，让客人忍不住再点一份。',
      ),
    },
    {
      no: 1002,
      name: t('Wi-Fi and QR Code Table Tents', '无线网络与二维码桌牌'),
      intro: t(
        'Share the Wi-Fi password, ordering link and review QR code on a compact tent that fits beside the salt shaker.',
        '小巧桌牌展示无线网络密码、点餐链接和评价二维码，放在调料瓶旁刚刚好。',
      ),
      groups: [tentPapers, tentFaces, tentQuantities],
      overview: { size: t('4 x 6 in per face', '每面4×6英寸') },
    },
    {
      no: 1003,
      name: t('Happy Hour Table Tents', '欢乐时光桌牌'),
      intro: t(
        'Three-sided tents for bar tables listing happy hour times, drink specials and a snack pairing.',
        '三面吧台桌牌，列出欢乐时光时段、特价饮品和搭配小食。',
      ),
      groups: [tentSizes, tentPapers, tentQuantities],
      overview: { shape: t('Triangle, 3 faces', '三角三面') },
      baseFactor: 1.2,
    },
    {
      no: 1004,
      name: t('Conference Name Tents', '会议桌名牌'),
      intro: t(
        'Large A-frame name cards for panels and boardrooms, readable from the back of the room.',
        '用于论坛和会议室的大号A字形名牌，会场后排也能看清。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '3.5 x 8.5 in', '3.5×8.5英寸'),
          value('S2', '4 x 11 in', '4×11英寸', { multiplier: 1.2 }),
        ]),
        tentPapers,
        tentQuantities,
      ],
      overview: { use: t('Conferences and meetings', '会议与论坛') },
    },
    {
      no: 1005,
      name: t('Reserved Table Signs', '预订桌牌'),
      intro: t(
        'Reusable laminated "Reserved" tents with a write-on area for the guest name and time.',
        '可重复使用的覆膜“已预订”桌牌，留有书写客人姓名和时间的区域。',
      ),
      groups: [
        tentSizes,
        group('Finish', '表面工艺', [
          value('F1', 'Matte lamination, write-on', '哑膜，可书写'),
          value('F2', 'Gloss lamination', '亮膜'),
        ]),
        tentQuantities,
      ],
      baseFactor: 1.3,
    },
    {
      no: 1006,
      name: t('Hotel Amenity Table Tents', '酒店客房服务桌牌'),
      intro: t(
        'Room-service menus, spa offers and housekeeping notes on elegant tents for guest rooms and lobbies.',
        '在客房和大堂摆放的精致桌牌，介绍客房送餐、水疗优惠和客房服务须知。',
      ),
      overview: { use: t('Hotel rooms and lobbies', '酒店客房与大堂') },
      baseFactor: 1.1,
    },
  ]),
];
