import {
  defineProducts,
  group,
  type ProductTemplate,
  quantities,
  type SeedProduct,
  t,
  tags,
  value,
} from './products-shared.ts';
import { reviewPool } from './reviews.ts';

const cartonSizes = group('Size', '尺寸', [
  value('S1', 'Small, 3 x 3 x 4 in', '小号 3×3×4英寸'),
  value('S2', 'Medium, 4 x 4 x 6 in', '中号 4×4×6英寸', { multiplier: 1.4 }),
  value('S3', 'Large, 6 x 4 x 9 in', '大号 6×4×9英寸', { multiplier: 1.9 }),
]);

const cartonBoards = group('Board', '纸板', [
  value('B1', '18 pt white SBS', '18磅白卡纸'),
  value('B2', '24 pt white SBS', '24磅白卡纸', { multiplier: 1.15 }),
  value('B3', '18 pt kraft', '18磅牛皮卡纸', { multiplier: 1.05 }),
]);

const cartonFinishes = group('Finish', '表面工艺', [
  value('F1', 'No lamination', '不覆膜'),
  value('F2', 'Matte lamination', '哑膜', { multiplier: 1.12 }),
  value('F3', 'Gloss lamination', '亮膜', { multiplier: 1.1 }),
  value('F4', 'Soft-touch lamination', '柔感膜', { multiplier: 1.25 }),
]);

const cartonQuantities = quantities('个', [50, 100, 250, 500, 1000]);

const mailerSizes = group('Size', '尺寸', [
  value('S1', '6 x 4 x 2 in', '6×4×2英寸'),
  value('S2', '9 x 6 x 3 in', '9×6×3英寸', { multiplier: 1.3 }),
  value('S3', '12 x 9 x 4 in', '12×9×4英寸', { multiplier: 1.75 }),
  value('S4', '14 x 10 x 6 in', '14×10×6英寸', { multiplier: 2.3 }),
]);

const mailerBoards = group('Board', '纸板', [
  value('B1', 'Kraft E-flute', '牛皮E楞'),
  value('B2', 'White E-flute', '白色E楞', { multiplier: 1.1 }),
]);

const mailerPrint = group('Print', '印刷位置', [
  value('K1', 'Outside only', '仅外侧'),
  value('K2', 'Inside only', '仅内侧'),
  value('K3', 'Outside and inside', '内外双面', { multiplier: 1.45 }),
]);

const mailerQuantities = quantities('个', [25, 50, 100, 250, 500]);

const giftSizes = group('Size', '尺寸', [
  value('S1', 'Small, 4 x 4 x 2 in', '小号 4×4×2英寸'),
  value('S2', 'Medium, 8 x 6 x 3 in', '中号 8×6×3英寸', { multiplier: 1.4 }),
  value('S3', 'Large, 12 x 10 x 4 in', '大号 12×10×4英寸', { multiplier: 1.9 }),
]);

const giftWraps = group('Wrap paper', '裱纸', [
  value('W1', 'Printed art paper', '印刷铜版纸'),
  value('W2', 'Soft-touch black', '黑色柔感纸', { multiplier: 1.1 }),
  value('W3', 'Textured specialty paper', '纹理特种纸', { multiplier: 1.2 }),
]);

/** A foil logo needs a one-off stamping die, hence a fixed set-up fee rather than a percentage. */
const giftFoil = group('Foil logo', '烫印标志', [
  value('F1', 'No foil', '不烫印'),
  value('F2', 'Gold foil logo', '烫金标志', { addCents: 9000 }),
  value('F3', 'Silver foil logo', '烫银标志', { addCents: 9000 }),
]);

const giftQuantities = quantities('个', [25, 50, 100, 250]);

const productBoxes: ProductTemplate = {
  category: 'product-boxes',
  kind: 'box',
  prefix: 'BX',
  serverContent: t(
    'Every order starts with a free dieline sized to your product, and a plain sample is available on request.',
    '每笔订单都会按您的产品免费提供刀版图，也可申请空白样盒。',
  ),
  featureTags: tags(['Free dieline', 'Ships flat'], ['免费刀版', '平整寄送']),
  highlights: tags(
    ['Full-color print on all panels', 'Shipped flat and folded in seconds', 'Recyclable paperboard'],
    ['所有面全彩印刷', '平张寄送，几秒即可折好', '可回收纸板'],
  ),
  overview: {
    size: t('Small, medium or large', '小号、中号或大号'),
    material: t('18 pt or 24 pt paperboard', '18磅或24磅纸板'),
    print: t('Full color outside', '外侧全彩'),
    production: t('8 business days', '8个工作日'),
  },
  groups: [cartonSizes, cartonBoards, cartonFinishes, cartonQuantities],
  reviews: reviewPool('box'),
};

const mailers: ProductTemplate = {
  category: 'mailer-boxes',
  kind: 'mailer-box',
  prefix: 'MB',
  serverContent: t(
    'Orders over 250 boxes ship on a pallet; we call ahead to book a delivery slot.',
    '250个以上的订单以托盘发货，我们会提前致电预约送货时间。',
  ),
  featureTags: tags(['Ships without tape', 'Recyclable'], ['免胶带封箱', '可回收']),
  highlights: tags(
    ['Self-locking tabs and dust flaps', 'Strong E-flute corrugated board', 'Print outside, inside or both'],
    ['自锁插舌和防尘翼', '坚固的E楞瓦楞纸板', '可印外侧、内侧或双面'],
  ),
  overview: {
    size: t('6 x 4 x 2 in to 14 x 10 x 6 in', '6×4×2至14×10×6英寸'),
    material: t('E-flute corrugated', 'E楞瓦楞纸'),
    print: t('Full color', '四色全彩'),
    production: t('10 business days', '10个工作日'),
  },
  groups: [mailerSizes, mailerBoards, mailerPrint, mailerQuantities],
  reviews: reviewPool('mailer-box'),
};

const giftBoxes: ProductTemplate = {
  category: 'gift-boxes',
  kind: 'box',
  prefix: 'GB',
  serverContent: t(
    'Rigid boxes are wrapped and assembled by hand; we send photos of the first finished box before packing the rest.',
    '精装盒由人工裱糊成型，打包前会先发送首个成品的照片给您确认。',
  ),
  featureTags: tags(['Hand assembled', 'Foil options'], ['手工成型', '可选烫印']),
  highlights: tags(
    [
      '2 mm greyboard wrapped in printed or specialty paper',
      'Ships fully assembled, ready to fill',
      'Optional foil logo on the lid',
    ],
    ['2毫米灰板外裱印刷纸或特种纸', '成型发货，可直接装货', '盒盖可选烫印标志'],
  ),
  overview: {
    size: t('Small, medium or large', '小号、中号或大号'),
    material: t('Wrapped 2 mm greyboard', '2毫米灰板裱纸'),
    finish: t('Optional gold or silver foil', '可选烫金或烫银'),
    production: t('15 business days', '15个工作日'),
  },
  groups: [giftSizes, giftWraps, giftFoil, giftQuantities],
  reviews: reviewPool('gift-box'),
};

export const boxProducts: SeedProduct[] = [
  ...defineProducts(productBoxes, [
    {
      no: 1001,
      name: t('Tuck-End Product Boxes', '插舌产品盒'),
      intro: t(
        'The classic retail carton with tuck flaps top and bottom, economical and quick to pack for almost any small product.',
        '上下插舌的经典零售纸盒，经济实惠，几乎适合任何小件产品快速包装。',
      ),
    },
    {
      no: 1002,
      name: t('Cosmetic Cartons', '化妆品纸盒'),
      intro: t(
        'Slim cartons for serums, creams and lipsticks, on bright white board that shows delicate colors accurately.',
        '适合精华、面霜和口红的纤细纸盒，亮白纸板准确呈现细腻色彩。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '1.5 x 1.5 x 5 in', '1.5×1.5×5英寸'),
          value('S2', '2 x 2 x 6 in', '2×2×6英寸', { multiplier: 1.2 }),
          value('S3', '3 x 3 x 4 in', '3×3×4英寸', { multiplier: 1.3 }),
        ]),
        cartonBoards,
        cartonFinishes,
        cartonQuantities,
      ],
      flags: ['featured'],
    },
    {
      no: 1003,
      name: t('Candle Boxes', '蜡烛盒'),
      intro: t(
        'Sturdy 24 pt boxes sized for 8 oz and 12 oz candle tumblers, with a snug fit that stops glass from rattling.',
        '坚固的24磅纸盒，尺寸适合8盎司和12盎司蜡烛杯，贴合不晃动。',
      ),
      overview: { material: t('24 pt paperboard', '24磅纸板') },
      baseFactor: 1.1,
    },
    {
      no: 1004,
      name: t('Tea and Coffee Boxes', '茶叶咖啡盒'),
      intro: t(
        'Food-safe boxes with an inner bag pocket for loose tea, capsules or ground coffee, printed with your tasting story.',
        '带内袋位的食品级纸盒，可装散茶、胶囊或咖啡粉，印上您的风味故事。',
      ),
      overview: { use: t('Tea, coffee and dry food', '茶叶、咖啡和干货') },
    },
    {
      no: 1005,
      name: t('Window Soap Boxes', '开窗手工皂盒'),
      intro: t(
        'A die-cut window shows off the color and texture of handmade soap, with vents to keep bars fresh.',
        '模切开窗展示手工皂的颜色和质地，透气孔让皂体保持新鲜。',
      ),
      groups: [cartonBoards, cartonFinishes, cartonQuantities],
      overview: { size: t('3.5 x 2.5 x 1.5 in', '3.5×2.5×1.5英寸') },
      baseFactor: 0.8,
      flags: ['isNew'],
    },
    {
      no: 1006,
      name: t('Pillow Boxes', '枕头盒'),
      intro: t(
        'Curved boxes that fold closed without glue, a charming wrap for jewelry, gift cards and party favors.',
        '无需胶水即可折合的弧形盒，是首饰、礼品卡和派对小礼物的可爱包装。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '3 x 3 in', '3×3英寸'),
          value('S2', '5 x 3 in', '5×3英寸', { multiplier: 1.25 }),
          value('S3', '7 x 4 in', '7×4英寸', { multiplier: 1.6 }),
        ]),
        cartonBoards,
        cartonFinishes,
        cartonQuantities,
      ],
      baseFactor: 0.7,
    },
  ]),
  ...defineProducts(mailers, [
    {
      no: 1001,
      name: t('Custom Printed Mailer Boxes', '定制印刷飞机盒'),
      intro: t(
        'Full-color mailer boxes that protect products in transit and turn every delivery into a branded unboxing.',
        '全彩印刷飞机盒，运输中保护产品，让每次收货都成为品牌开箱体验。',
      ),
      flags: ['topSeller'],
    },
    {
      no: 1002,
      name: t('Subscription Box Mailers', '订阅盒飞机盒'),
      intro: t(
        "Consistent, repeatable mailers for monthly boxes, with printed interiors to reveal each month's theme.",
        '规格一致、可反复订购的月度订阅盒，内侧印刷展示每月主题。',
      ),
      overview: { use: t('Monthly subscription boxes', '月度订阅盒') },
    },
    {
      no: 1003,
      name: t('Kraft Eco Mailers', '环保牛皮飞机盒'),
      intro: t(
        'Natural kraft board printed in one or two colors with water-based inks, recyclable curbside with no plastic.',
        '天然牛皮纸板配水性油墨单色或双色印刷，无塑料，可直接回收。',
      ),
      groups: [
        mailerSizes,
        group('Ink', '油墨', [
          value('K1', 'One color', '单色'),
          value('K2', 'Two colors', '双色', { multiplier: 1.15 }),
        ]),
        mailerQuantities,
      ],
      baseFactor: 0.75,
      flags: ['bestDeal'],
    },
    {
      no: 1004,
      name: t('Apparel Shipping Boxes', '服装寄送盒'),
      intro: t(
        'Wide, shallow mailers sized for folded shirts and knitwear, so garments arrive without creases.',
        '宽而浅的飞机盒，尺寸适合折叠衬衫和针织衫，衣物送达不起皱。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '10 x 8 x 2 in', '10×8×2英寸'),
          value('S2', '12 x 10 x 3 in', '12×10×3英寸', { multiplier: 1.3 }),
          value('S3', '15 x 12 x 3 in', '15×12×3英寸', { multiplier: 1.6 }),
        ]),
        mailerBoards,
        mailerPrint,
        mailerQuantities,
      ],
    },
    {
      no: 1005,
      name: t('Small Jewelry Mailers', '小号首饰飞机盒'),
      intro: t(
        'Compact mailers that fit a letterbox, ideal for jewelry, cosmetics samples and small accessories.',
        '可投入信箱的小巧飞机盒，适合首饰、化妆品小样和小配件。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '4 x 4 x 1.5 in', '4×4×1.5英寸'),
          value('S2', '6 x 4 x 2 in', '6×4×2英寸', { multiplier: 1.15 }),
        ]),
        mailerBoards,
        mailerPrint,
        mailerQuantities,
      ],
      baseFactor: 0.7,
    },
    {
      no: 1006,
      name: t('Heavy-Duty Double-Wall Mailers', '加厚双层瓦楞飞机盒'),
      intro: t(
        'B-flute and E-flute layered into a thicker wall for glassware, ceramics and heavier products.',
        'B楞与E楞叠合成更厚的盒壁，适合玻璃器皿、陶瓷和较重的产品。',
      ),
      overview: { material: t('Double-wall corrugated', '双层瓦楞纸') },
      baseFactor: 1.35,
    },
  ]),
  ...defineProducts(giftBoxes, [
    {
      no: 1001,
      name: t('Magnetic Closure Gift Boxes', '磁吸翻盖礼盒'),
      intro: t(
        'A book-style lid held shut by hidden magnets, our most requested box for corporate gifts and premium launches.',
        '书本式翻盖由隐藏磁铁吸合，是企业礼品和高端新品发布最受欢迎的盒型。',
      ),
      flags: ['featured'],
      baseFactor: 4.5,
    },
    {
      no: 1002,
      name: t('Two-Piece Lid and Base Boxes', '天地盖礼盒'),
      intro: t(
        'A deep base and lift-off lid, the timeless gift box for apparel, stationery sets and hampers.',
        '深底配可揭开的盒盖，是服装、文具套装和礼篮的经典礼盒。',
      ),
      baseFactor: 4,
    },
    {
      no: 1003,
      name: t('Sliding Drawer Boxes', '抽屉礼盒'),
      intro: t(
        'A tray that slides out of a printed sleeve, with a ribbon pull, for jewelry, chocolates and gift cards.',
        '内盒从印刷外套中抽出并配有丝带拉手，适合首饰、巧克力和礼品卡。',
      ),
      flags: ['isNew'],
      baseFactor: 3.8,
    },
    {
      no: 1004,
      name: t('Wine Gift Boxes', '红酒礼盒'),
      intro: t(
        'Tall rigid boxes with a fitted neck insert for one or two bottles, finished like a premium spirits case.',
        '带瓶颈内托的高身精装盒，可装一到两瓶，质感媲美高端烈酒包装。',
      ),
      groups: [
        group('Bottles', '瓶数', [
          value('S1', 'One bottle', '单支装'),
          value('S2', 'Two bottles', '双支装', { multiplier: 1.6 }),
        ]),
        giftWraps,
        giftFoil,
        giftQuantities,
      ],
      overview: { size: t('For 750 ml bottles', '适用于750毫升酒瓶') },
      baseFactor: 5,
    },
    {
      no: 1005,
      name: t('Collapsible Gift Boxes', '可折叠礼盒'),
      intro: t(
        'Rigid boxes that ship flat and pop into shape in seconds, saving storage space and shipping costs.',
        '可平放运输、几秒即可成型的精装盒，节省仓储空间和运费。',
      ),
      serverContent: t(
        'Collapsible boxes ship flat, so large orders cost less to deliver and store.',
        '折叠礼盒平放发货，大批量订单的运输和仓储成本更低。',
      ),
      baseFactor: 3.2,
    },
    {
      no: 1006,
      name: t('Jewelry Gift Boxes', '首饰礼盒'),
      intro: t(
        'Small rigid boxes with a velvet-look foam insert cut for rings, earrings or a pendant.',
        '小巧精装盒配仿绒泡棉内托，可放戒指、耳环或吊坠。',
      ),
      groups: [
        group('Insert', '内托', [
          value('S1', 'Ring slot', '戒指槽'),
          value('S2', 'Earring card', '耳环卡'),
          value('S3', 'Pendant cushion', '吊坠垫', { multiplier: 1.05 }),
        ]),
        giftWraps,
        giftFoil,
        giftQuantities,
      ],
      overview: { size: t('3.5 x 3.5 x 1.5 in', '3.5×3.5×1.5英寸') },
      baseFactor: 2.8,
    },
  ]),
];
