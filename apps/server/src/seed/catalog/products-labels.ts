import {
  defineProducts,
  group,
  type ProductTemplate,
  quantities,
  type SeedProduct,
  sides,
  t,
  tags,
  value,
} from './products-shared.ts';
import { reviewPool } from './reviews.ts';

const labelShapes = group('Shape', '形状', [
  value('H1', 'Rectangle', '长方形'),
  value('H2', 'Circle', '圆形'),
  value('H3', 'Oval', '椭圆形', { multiplier: 1.05 }),
  value('H4', 'Custom die-cut', '定制异形', { multiplier: 1.2 }),
]);

const sheetSizes = group('Size', '尺寸', [
  value('S1', 'Up to 2 in', '2英寸以内'),
  value('S2', 'Up to 3 in', '3英寸以内', { multiplier: 1.35 }),
  value('S3', 'Up to 4 in', '4英寸以内', { multiplier: 1.8 }),
]);

const sheetMaterials = group('Material', '材质', [
  value('M1', 'White matte paper', '白色哑光纸'),
  value('M2', 'White gloss paper', '白色亮光纸'),
  value('M3', 'Kraft paper', '牛皮纸', { multiplier: 1.1 }),
  value('M4', 'White BOPP film', '白色BOPP薄膜', { multiplier: 1.3 }),
]);

const labelQuantities = quantities('张', [100, 250, 500, 1000, 2500]);

const rollSizes = group('Size', '尺寸', [
  value('S1', '2 x 2 in', '2×2英寸'),
  value('S2', '3 x 2 in', '3×2英寸', { multiplier: 1.3 }),
  value('S3', '4 x 3 in', '4×3英寸', { multiplier: 1.8 }),
  value('S4', '4 x 6 in', '4×6英寸', { multiplier: 2.6 }),
]);

const rollMaterials = group('Material', '材质', [
  value('M1', 'White paper', '白色铜版纸'),
  value('M2', 'White BOPP', '白色BOPP', { multiplier: 1.25 }),
  value('M3', 'Clear BOPP', '透明BOPP', { multiplier: 1.35 }),
  value('M4', 'Silver foil BOPP', '银色镀铝BOPP', { multiplier: 1.6 }),
]);

const laminates = group('Laminate', '覆膜', [
  value('F1', 'Gloss laminate', '亮膜'),
  value('F2', 'Matte laminate', '哑膜'),
  value('F3', 'No laminate', '不覆膜', { multiplier: 0.9 }),
]);

const rollQuantities = quantities('张', [500, 1000, 2500, 5000]);

const productSizes = group('Size', '尺寸', [
  value('S1', '2 x 2 in', '2×2英寸'),
  value('S2', '3 x 3 in', '3×3英寸', { multiplier: 1.4 }),
  value('S3', '4 x 3 in', '4×3英寸', { multiplier: 1.7 }),
]);

const productMaterials = group('Material', '材质', [
  value('M1', 'White BOPP', '白色BOPP'),
  value('M2', 'Clear BOPP', '透明BOPP', { multiplier: 1.1 }),
  value('M3', 'Kraft paper', '牛皮纸', { multiplier: 0.9 }),
  value('M4', 'Textured estate paper', '纹理艺术纸', { multiplier: 1.2 }),
]);

const productFinishes = group('Finish', '表面工艺', [
  value('F1', 'Gloss laminate', '亮膜'),
  value('F2', 'Matte laminate', '哑膜'),
  value('F3', 'Soft-touch laminate', '柔感膜', { multiplier: 1.2 }),
]);

const tagSizes = group('Size', '尺寸', [
  value('S1', '2 x 3.5 in', '2×3.5英寸'),
  value('S2', '2.5 x 4 in', '2.5×4英寸', { multiplier: 1.15 }),
  value('S3', '3 x 3 in', '3×3英寸', { multiplier: 1.1 }),
]);

const tagPapers = group('Paper', '纸张', [
  value('P1', '16 pt matte', '16磅哑光卡纸'),
  value('P2', '18 pt kraft', '18磅牛皮卡纸', { multiplier: 1.05 }),
  value('P3', '32 pt triple-layer', '32磅三层夹心卡', { multiplier: 1.6 }),
]);

const tagStrings = group('String', '吊绳', [
  value('N1', 'No string', '不配绳'),
  value('N2', 'Cotton string attached', '穿好棉绳', { multiplier: 1.25 }),
  value('N3', 'Satin ribbon attached', '穿好缎带', { multiplier: 1.4 }),
]);

const tagQuantities = quantities('个', [100, 250, 500, 1000]);

const sheet: ProductTemplate = {
  category: 'sheet-labels',
  kind: 'label',
  prefix: 'LB',
  serverContent: t(
    'Labels ship on flat sheets with a 1/8 in margin so they peel easily by hand.',
    '标签以平张交付，四周留有3毫米边距，便于手工撕取。',
  ),
  featureTags: tags(['Easy peel', 'Any shape'], ['易撕取', '任意形状']),
  highlights: tags(
    [
      'Kiss-cut on letter-size sheets',
      'Permanent adhesive for paper, card and glass',
      'Free layout of multiple designs',
    ],
    ['信纸尺寸单张半切', '永久胶，适用于纸张、卡片和玻璃', '多款设计免费拼版'],
  ),
  overview: {
    size: t('1 to 4 in', '1至4英寸'),
    material: t('Paper or BOPP film', '纸张或BOPP薄膜'),
    adhesive: t('Permanent', '永久胶'),
    production: t('3 business days', '3个工作日'),
  },
  groups: [labelShapes, sheetSizes, sheetMaterials, labelQuantities],
  reviews: reviewPool('label'),
};

const roll: ProductTemplate = {
  category: 'roll-labels',
  kind: 'roll-label',
  prefix: 'RL',
  serverContent: t(
    'Tell us your core size and unwind direction at checkout and we wind the rolls to suit your applicator.',
    '结算时告诉我们纸芯尺寸和出标方向，我们会按您的贴标设备收卷。',
  ),
  featureTags: tags(['Machine ready', 'Volume pricing'], ['适配贴标机', '量大价优']),
  highlights: tags(
    [
      'Wound on 3 in cores, up to 1,000 labels per roll',
      'Any of eight unwind directions',
      'Waste matrix removed',
    ],
    ['3英寸纸芯，每卷最多1,000张', '八种出标方向任选', '已排废'],
  ),
  overview: {
    size: t('2 x 2 in to 4 x 6 in', '2×2至4×6英寸'),
    material: t('Paper, BOPP or foil', '纸张、BOPP或镀铝膜'),
    adhesive: t('Permanent, all-temperature', '全温永久胶'),
    production: t('5 business days', '5个工作日'),
  },
  groups: [rollSizes, rollMaterials, laminates, rollQuantities],
  reviews: reviewPool('roll-label'),
};

const productLabels: ProductTemplate = {
  category: 'product-labels',
  kind: 'label',
  prefix: 'LB',
  serverContent: t(
    'Send us your container dimensions and we confirm the best label size before printing.',
    '提供容器尺寸，我们会在印刷前确认最合适的标签尺寸。',
  ),
  featureTags: tags(['Water resistant', 'Fit check'], ['防水', '尺寸确认']),
  highlights: tags(
    [
      'Resists water, oil and refrigeration',
      'Laminated to protect against scuffs',
      'Supplied on sheets or rolls for hand application',
    ],
    ['防水、防油、耐冷藏', '覆膜防刮', '单张或卷装，便于手工粘贴'],
  ),
  overview: {
    size: t('2 x 2 in to 4 x 3 in', '2×2至4×3英寸'),
    material: t('BOPP film or specialty paper', 'BOPP薄膜或特种纸'),
    finish: t('Laminated', '覆膜'),
    adhesive: t('Permanent, fridge safe', '永久胶，耐冷藏'),
    production: t('4 business days', '4个工作日'),
  },
  groups: [productSizes, productMaterials, productFinishes, labelQuantities],
  reviews: reviewPool('label'),
};

const hangTags: ProductTemplate = {
  category: 'hang-tags',
  kind: 'hang-tag',
  prefix: 'HT',
  serverContent: t(
    'Holes are punched 1/4 in from the edge so tags stay strong when strung.',
    '孔位距边缘6毫米，穿绳后吊牌依然结实。',
  ),
  featureTags: tags(['Pre-punched', 'String options'], ['已打孔', '可选吊绳']),
  highlights: tags(
    [
      '1/8 in punched hole, reinforced on thick stocks',
      'Cotton string or satin ribbon attached on request',
      'Writable uncoated back',
    ],
    ['3毫米打孔，厚卡纸加固', '可代穿棉绳或缎带', '背面无涂布，可书写'],
  ),
  overview: {
    size: t('2 x 3.5 in to 3 x 3 in', '2×3.5至3×3英寸'),
    paper: t('16 pt to 32 pt card', '16磅至32磅卡纸'),
    print: t('Full color', '四色全彩'),
    production: t('5 business days', '5个工作日'),
  },
  groups: [tagSizes, tagPapers, tagStrings, sides(1.25), tagQuantities],
  reviews: reviewPool('hang-tag'),
};

export const labelProducts: SeedProduct[] = [
  ...defineProducts(sheet, [
    {
      no: 1001,
      name: t('Return Address Labels', '回邮地址标签'),
      intro: t(
        'Small rectangular labels printed with your name and address, ready to stick on every envelope and parcel you send.',
        '印有姓名和地址的小长方形标签，寄出的每个信封和包裹都能直接贴上。',
      ),
      overview: { size: t('2.625 x 1 in', '2.625×1英寸') },
      groups: [sheetMaterials, labelQuantities],
      flags: ['bestDeal'],
      baseFactor: 0.7,
    },
    {
      no: 1002,
      name: t('Round Logo Seal Labels', '圆形标志封口贴'),
      intro: t(
        'Circular seals that close tissue paper, bags and envelopes with your logo, a small touch that makes packaging feel finished.',
        '印有标志的圆形封口贴，用于封住包装纸、袋子和信封，让包装更完整。',
      ),
      overview: { shape: t('Circle', '圆形') },
    },
    {
      no: 1003,
      name: t('Kraft Paper Craft Labels', '牛皮纸手作标签'),
      intro: t(
        'Brown kraft labels that give homemade preserves, soaps and baked goods an earthy, handmade look.',
        '棕色牛皮纸标签，为自制果酱、手工皂和烘焙点心带来质朴的手作感。',
      ),
      overview: { material: t('Uncoated kraft paper', '无涂布牛皮纸') },
    },
    {
      no: 1004,
      name: t('Event Name Badge Labels', '活动姓名贴'),
      intro: t(
        'Large write-on labels with your event branding across the top, easy to fill in at registration and removable from clothing.',
        '顶部印有活动标识的大尺寸书写标签，签到时方便填写，可从衣物上轻松撕下。',
      ),
      overview: {
        size: t('3.5 x 2.25 in', '3.5×2.25英寸'),
        adhesive: t('Removable, fabric safe', '可移除，不伤衣物'),
      },
      groups: [sheetMaterials, labelQuantities],
    },
    {
      no: 1005,
      name: t('Wedding Favor Labels', '婚礼伴手礼标签'),
      intro: t(
        'Elegant labels for favor jars, boxes and bottles, with your names and date in a script of your choice.',
        '为伴手礼罐、盒和瓶设计的优雅标签，可用您喜欢的字体印上新人姓名和日期。',
      ),
    },
    {
      no: 1006,
      name: t('Sheet Shipping Labels', '单张快递标签'),
      intro: t(
        'Branded 4 x 6 inch labels on sheets of two, printable on any office laser printer for parcels and returns.',
        '每张两枚的4×6英寸品牌标签，可在办公激光打印机上打印，用于发货和退货。',
      ),
      overview: { size: t('4 x 6 in', '4×6英寸') },
      groups: [
        group('Material', '材质', [
          value('M1', 'White matte paper', '白色哑光纸'),
          value('M2', 'Weatherproof film', '防水薄膜', { multiplier: 1.4 }),
        ]),
        quantities('张', [100, 250, 500, 1000]),
      ],
      baseFactor: 2.4,
    },
  ]),
  ...defineProducts(roll, [
    {
      no: 1001,
      name: t('Custom Bottle Roll Labels', '定制瓶身卷标'),
      intro: t(
        'Our most popular roll labels for beverages, sauces and supplements, sized to wrap the body of a standard bottle.',
        '最受欢迎的卷标，适用于饮料、酱料和保健品，尺寸可包裹标准瓶身。',
      ),
      flags: ['topSeller'],
    },
    {
      no: 1002,
      name: t('Coffee Bag Roll Labels', '咖啡袋卷标'),
      intro: t(
        'Labels for roast name, origin and tasting notes that grip textured coffee bags and pouches firmly.',
        '用于烘焙名称、产地和风味描述的标签，能牢牢贴在纹理咖啡袋和自立袋上。',
      ),
      overview: { use: t('Coffee and tea pouches', '咖啡和茶叶袋') },
    },
    {
      no: 1003,
      name: t('Barcode and Price Roll Labels', '条码价格卷标'),
      intro: t(
        'Plain-branded labels with space for barcodes and prices, ready to overprint on a thermal-transfer printer.',
        '印有品牌并留出条码和价格位置的标签，可在热转印打印机上二次打印。',
      ),
      groups: [
        rollSizes,
        group('Material', '材质', [
          value('M1', 'Thermal-transfer paper', '热转印纸'),
          value('M2', 'Thermal-transfer film', '热转印薄膜', { multiplier: 1.3 }),
        ]),
        quantities('张', [1000, 2500, 5000, 10000]),
      ],
      baseFactor: 0.7,
      flags: ['bestDeal'],
    },
    {
      no: 1004,
      name: t('Food Date and Allergen Labels', '食品日期与过敏原标签'),
      intro: t(
        'Color-coded day-of-week labels with write-in lines for prep date and allergens, made for busy commercial kitchens.',
        '按星期颜色区分、留有制作日期和过敏原书写栏的标签，专为繁忙的商用厨房设计。',
      ),
      overview: { adhesive: t('Removable, dishwasher safe', '可移除，耐洗碗机') },
      groups: [
        group('Size', '尺寸', [
          value('S1', '1 x 2 in', '1×2英寸'),
          value('S2', '2 x 3 in', '2×3英寸', { multiplier: 1.3 }),
        ]),
        group('Adhesive', '胶性', [
          value('A1', 'Removable', '可移除'),
          value('A2', 'Dissolvable', '水溶', { multiplier: 1.3 }),
        ]),
        rollQuantities,
      ],
    },
    {
      no: 1005,
      name: t('Clear Cosmetic Roll Labels', '透明化妆品卷标'),
      intro: t(
        'Crystal-clear film that makes your design look printed straight onto the bottle, with white ink for opaque text.',
        '晶莹透明的薄膜让设计看起来像直接印在瓶身上，白墨可让文字不透明。',
      ),
      overview: { material: t('Clear BOPP with white ink', '透明BOPP加白墨') },
      flags: ['isNew'],
      baseFactor: 1.2,
    },
    {
      no: 1006,
      name: t('Metallic Foil Roll Labels', '金属箔卷标'),
      intro: t(
        'Brushed silver or gold film that turns your label into a mirror-bright accent for spirits and premium candles.',
        '拉丝银或金色薄膜让标签像镜面一样闪亮，适合烈酒和高端蜡烛。',
      ),
      groups: [
        rollSizes,
        group('Foil film', '镀铝膜', [
          value('M1', 'Brushed silver', '拉丝银'),
          value('M2', 'Brushed gold', '拉丝金', { multiplier: 1.05 }),
          value('M3', 'Mirror silver', '镜面银', { multiplier: 1.1 }),
        ]),
        laminates,
        rollQuantities,
      ],
      baseFactor: 1.5,
    },
  ]),
  ...defineProducts(productLabels, [
    {
      no: 1101,
      name: t('Candle Jar Labels', '蜡烛罐标签'),
      intro: t(
        'Heat-tolerant labels that stay flat on glass tumblers and tins, with room for the scent name and burn warnings.',
        '耐热标签在玻璃杯和铁罐上保持平整，可印香型名称和燃烧警示。',
      ),
    },
    {
      no: 1102,
      name: t('Jam and Preserve Jar Labels', '果酱罐标签'),
      intro: t(
        'Round or oval lid and front labels for jams, chutneys and honey, survive the fridge and a wipe with a damp cloth.',
        '用于果酱、酸辣酱和蜂蜜的圆形或椭圆形盖标和正标，耐冷藏，可用湿布擦拭。',
      ),
      groups: [labelShapes, productMaterials, productFinishes, labelQuantities],
    },
    {
      no: 1103,
      name: t('Wine Bottle Labels', '葡萄酒瓶标签'),
      intro: t(
        'Textured estate paper with a wet-strength coating, so labels stay intact in an ice bucket and look at home on a cellar shelf.',
        '带湿强涂层的纹理艺术纸，冰桶中浸泡也完好无损，摆在酒窖里同样得体。',
      ),
      overview: { size: t('3.5 x 4 in', '3.5×4英寸'), material: t('Textured estate paper', '纹理艺术纸') },
      baseFactor: 1.3,
      flags: ['featured'],
    },
    {
      no: 1104,
      name: t('Soap and Skincare Labels', '手工皂与护肤品标签'),
      intro: t(
        'Oil-resistant film labels for soap wraps, balm tins and serum bottles that stay crisp in steamy bathrooms.',
        '防油薄膜标签，适用于手工皂包装、膏霜铁盒和精华瓶，在潮湿浴室中依然清晰。',
      ),
    },
    {
      no: 1105,
      name: t('Hot Sauce Bottle Labels', '辣酱瓶标签'),
      intro: t(
        'Wrap-around labels for woozy and round sauce bottles, printed with bold, saturated color that matches the heat inside.',
        '适用于细颈和圆形酱料瓶的环绕标签，饱满的色彩与瓶中的辣味相得益彰。',
      ),
      overview: { size: t('4 x 3 in wrap', '4×3英寸环绕') },
      baseFactor: 1.1,
    },
  ]),
  ...defineProducts(hangTags, [
    {
      no: 1001,
      name: t('Clothing Hang Tags', '服装吊牌'),
      intro: t(
        'Classic rectangular tags for garments with your logo on the front and size, care and price details on the back.',
        '经典长方形服装吊牌，正面印标志，背面印尺码、洗涤和价格信息。',
      ),
      flags: ['topSeller'],
    },
    {
      no: 1002,
      name: t('Kraft Gift Tags', '牛皮纸礼品吊牌'),
      intro: t(
        'Rustic kraft tags with a strung loop for gifts, hampers and market stalls, easy to write a message on.',
        '带挂绳的质朴牛皮纸吊牌，适合礼物、礼篮和集市摊位，便于手写留言。',
      ),
      groups: [tagSizes, tagStrings, sides(1.25), tagQuantities],
      overview: { paper: t('18 pt kraft', '18磅牛皮卡纸') },
      baseFactor: 0.9,
    },
    {
      no: 1003,
      name: t('Jewelry Display Tags', '首饰展示卡'),
      intro: t(
        'Small punched cards that hold earrings, pendants and bracelets on a display, with pre-punched earring holes.',
        '可在陈列架上挂放耳环、吊坠和手链的小卡片，预先打好耳环孔。',
      ),
      overview: { size: t('2 x 2 in to 2 x 3.5 in', '2×2至2×3.5英寸') },
      groups: [
        group('Size', '尺寸', [
          value('S1', '2 x 2 in', '2×2英寸'),
          value('S2', '2 x 3.5 in', '2×3.5英寸', { multiplier: 1.2 }),
        ]),
        tagPapers,
        group('Holes', '打孔', [
          value('H1', 'Earring pair holes', '耳环双孔'),
          value('H2', 'Necklace slots', '项链卡槽', { multiplier: 1.1 }),
        ]),
        tagQuantities,
      ],
    },
    {
      no: 1004,
      name: t('Luxury Triple-Layer Hang Tags', '三层夹心高级吊牌'),
      intro: t(
        'A thick sandwich of card with a colored middle layer, for premium denim, leather goods and designer labels.',
        '中间夹彩色纸层的厚卡吊牌，适合高端牛仔、皮具和设计师品牌。',
      ),
      overview: { paper: t('32 pt triple-layer', '32磅三层夹心卡') },
      baseFactor: 1.5,
    },
    {
      no: 1005,
      name: t('Bottle Neck Hang Tags', '酒瓶颈吊牌'),
      intro: t(
        'Tags with a die-cut collar that slips over a bottle neck, perfect for tasting notes and gift messages.',
        '带模切圈口、可直接套在瓶颈上的吊牌，适合品鉴说明和祝福语。',
      ),
      overview: { shape: t('Die-cut neck collar', '模切瓶颈圈') },
      groups: [tagPapers, sides(1.25), tagQuantities],
      baseFactor: 1.2,
    },
  ]),
];
