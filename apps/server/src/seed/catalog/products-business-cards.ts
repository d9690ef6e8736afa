import {
  defineProducts,
  group,
  type ProductTemplate,
  quantities,
  type SeedProduct,
  sides,
  t,
  tags,
  turnaround,
  value,
} from './products-shared.ts';
import { reviewPool } from './reviews.ts';

const cardQuantities = quantities('张', [100, 250, 500, 1000, 2500]);
const cardTurnaround = turnaround(4, 2, 1500);

const standardPapers = group('Paper', '纸张', [
  value('P1', '14 pt matte', '14磅哑光卡纸'),
  value('P2', '16 pt silk', '16磅丝绒卡纸', { multiplier: 1.15 }),
  value('P3', '16 pt uncoated', '16磅无涂布卡纸', { multiplier: 1.1 }),
]);

const standardFinishes = group('Finish', '表面工艺', [
  value('F1', 'No coating', '无覆膜'),
  value('F2', 'Matte lamination', '哑膜', { multiplier: 1.2 }),
  value('F3', 'Gloss UV', '亮光UV', { multiplier: 1.15 }),
  value('F4', 'Soft-touch lamination', '柔感膜', { multiplier: 1.35 }),
]);

const standardSizes = group('Size', '尺寸', [
  value('S1', '3.5 x 2 in (US)', '3.5×2英寸（美式）'),
  value('S2', '85 x 55 mm (EU)', '85×55毫米（欧式）'),
  value('S3', '90 x 54 mm (CN)', '90×54毫米（中式）'),
]);

const premiumPapers = group('Paper', '纸张', [
  value('P1', '18 pt linen', '18磅布纹纸'),
  value('P2', '30 pt cotton', '30磅棉浆纸', { multiplier: 1.1 }),
  value('P3', '32 pt triple-layer', '32磅三层夹心卡', { multiplier: 1.2 }),
]);

const edgeColors = group('Edge', '刷边', [
  value('E1', 'Plain edge', '无刷边'),
  value('E2', 'Black edge', '黑色刷边', { multiplier: 1.25 }),
  value('E3', 'Gold edge', '金色刷边', { multiplier: 1.35 }),
  value('E4', 'Colored edge', '彩色刷边', { multiplier: 1.3 }),
]);

const premiumQuantities = quantities('张', [100, 250, 500, 1000]);

const foilColors = group('Foil', '烫印颜色', [
  value('F1', 'Gold foil', '烫金'),
  value('F2', 'Silver foil', '烫银'),
  value('F3', 'Rose gold foil', '玫瑰金', { multiplier: 1.05 }),
  value('F4', 'Holographic foil', '镭射烫印', { multiplier: 1.15 }),
]);

const corners = group('Corners', '边角', [
  value('C1', 'Square', '直角'),
  value('C2', 'Rounded 1/8 in', '圆角3毫米', { multiplier: 1.1 }),
  value('C3', 'Rounded 1/4 in', '圆角6毫米', { multiplier: 1.1 }),
]);

const standard: ProductTemplate = {
  category: 'standard-business-cards',
  kind: 'business-card',
  prefix: 'BC',
  serverContent: t(
    'A designer checks every file for bleed, resolution and safe margins before printing, at no charge.',
    '印刷前设计师会免费检查每个文件的出血、分辨率和安全边距。',
  ),
  featureTags: tags(['Free proof', 'Ships in 4 days'], ['免费样稿', '4天发货']),
  highlights: tags(
    [
      'Printed in full color on one or both sides',
      'Cut to size with clean, square edges',
      'Packed in boxes of 250 for easy storage',
    ],
    ['单面或双面全彩印刷', '精准裁切，边缘整齐', '每250张一盒，便于收纳'],
  ),
  overview: {
    size: t('3.5 x 2 in', '3.5×2英寸'),
    paper: t('14 pt or 16 pt card', '14磅或16磅卡纸'),
    print: t('Full color CMYK', '四色全彩'),
    production: t('4 business days', '4个工作日'),
  },
  groups: [standardPapers, standardFinishes, sides(), cardQuantities],
  reviews: reviewPool('business-card'),
};

const premium: ProductTemplate = {
  category: 'premium-business-cards',
  kind: 'business-card',
  prefix: 'BC',
  serverContent: t(
    'Premium cards are inspected by hand and shipped in a rigid presentation box.',
    '高级名片逐张人工检查，并以硬质展示盒包装寄出。',
  ),
  featureTags: tags(['Heavy stock', 'Hand inspected'], ['厚卡纸', '人工质检']),
  highlights: tags(
    [
      'Thick, tactile stocks from 18 pt to 32 pt',
      'Optional painted edges in four colors',
      'Delivered in a rigid presentation box',
    ],
    ['18磅至32磅厚实手感卡纸', '可选四色刷边', '硬质展示盒包装'],
  ),
  overview: {
    size: t('3.5 x 2 in', '3.5×2英寸'),
    paper: t('18 pt to 32 pt premium stocks', '18磅至32磅高级卡纸'),
    finish: t('Uncoated, natural feel', '无涂布，自然手感'),
    print: t('Full color, both sides', '双面全彩'),
    production: t('6 business days', '6个工作日'),
  },
  groups: [premiumPapers, edgeColors, sides(1.25), premiumQuantities, cardTurnaround],
  reviews: reviewPool('business-card'),
};

const specialty: ProductTemplate = {
  category: 'specialty-business-cards',
  kind: 'business-card',
  prefix: 'BC',
  serverContent: t(
    'Foil and spot gloss layers are prepared by our prepress team from your artwork for free.',
    '烫印和局部UV图层由我们的印前团队根据您的设计免费制作。',
  ),
  featureTags: tags(['Foil & spot UV', 'Free layer setup'], ['烫印与局部UV', '免费制版']),
  highlights: tags(
    [
      'Foil or raised gloss applied after full-color printing',
      'Soft-touch lamination base for contrast',
      'Square or rounded corners',
    ],
    ['全彩印刷后再做烫印或凸起UV', '柔感膜底层形成对比', '可选直角或圆角'],
  ),
  overview: {
    size: t('3.5 x 2 in', '3.5×2英寸'),
    paper: t('16 pt silk with soft-touch lamination', '16磅丝绒卡纸加柔感膜'),
    finish: t('Foil stamping or raised spot UV', '烫印或凸起局部UV'),
    production: t('7 business days', '7个工作日'),
  },
  groups: [foilColors, corners, sides(1.2), premiumQuantities],
  reviews: reviewPool('business-card'),
};

const folded: ProductTemplate = {
  category: 'folded-business-cards',
  kind: 'folded-card',
  prefix: 'FC',
  serverContent: t(
    'Folded cards are scored before folding so the spine never cracks, even on dark colors.',
    '折叠名片先压痕再折叠，即使深色也不会爆线。',
  ),
  featureTags: tags(['Pre-scored folds', 'Four panels'], ['预压痕', '四个版面']),
  highlights: tags(
    [
      'Four printable panels in a wallet-sized card',
      'Scored and folded for you',
      'Writable inside on uncoated stock',
    ],
    ['钱包大小却有四个可印刷版面', '代为压痕和折叠', '无涂布内页可书写'],
  ),
  overview: {
    size: t('3.5 x 2 in folded (3.5 x 4 in flat)', '折后3.5×2英寸（展开3.5×4英寸）'),
    paper: t('14 pt card', '14磅卡纸'),
    fold: t('Top or side fold', '上折或侧折'),
    production: t('5 business days', '5个工作日'),
  },
  groups: [
    group('Fold', '折法', [value('L1', 'Top fold', '上折'), value('L2', 'Side fold', '侧折')]),
    group('Paper', '纸张', [
      value('P1', '14 pt matte', '14磅哑光卡纸'),
      value('P2', '14 pt gloss', '14磅亮光卡纸'),
      value('P3', '16 pt uncoated', '16磅无涂布卡纸', { multiplier: 1.12 }),
    ]),
    group('Finish', '表面工艺', [
      value('F1', 'No coating', '无覆膜'),
      value('F2', 'Matte lamination', '哑膜', { multiplier: 1.2 }),
    ]),
    quantities('张', [100, 250, 500, 1000]),
    turnaround(5, 2, 1800),
  ],
  reviews: reviewPool('folded-card'),
};

export const businessCardProducts: SeedProduct[] = [
  ...defineProducts(standard, [
    {
      no: 1001,
      name: t('Classic Matte Business Cards', '经典哑光名片'),
      intro: t(
        'Our everyday card on smooth matte stock that takes ballpoint ink without smudging, ideal for appointment notes.',
        '采用光滑哑光卡纸的日常名片，圆珠笔书写不晕染，适合手写预约信息。',
      ),
      flags: ['topSeller'],
    },
    {
      no: 1002,
      name: t('Glossy Photo Business Cards', '亮光照片名片'),
      intro: t(
        'A high-gloss finish that makes photographs and bright colors leap off the card, made for photographers and realtors.',
        '高光表面让照片和鲜艳色彩跃然纸上，专为摄影师和房产经纪设计。',
      ),
      overview: { finish: t('Gloss UV coating', '亮光UV涂层') },
      groups: [
        standardSizes,
        group('Finish', '表面工艺', [
          value('F1', 'Gloss UV front', '正面亮光UV'),
          value('F2', 'Gloss UV both sides', '双面亮光UV', { multiplier: 1.1 }),
          value('F3', 'Gloss lamination', '亮膜', { multiplier: 1.2 }),
        ]),
        sides(),
        cardQuantities,
      ],
    },
    {
      no: 1003,
      name: t('Recycled Kraft Business Cards', '再生牛皮纸名片'),
      intro: t(
        'Speckled brown kraft card made from recycled fiber, for a natural look that suits cafes, florists and makers.',
        '再生纤维制成的斑点牛皮卡纸，自然质朴，适合咖啡馆、花店和手作品牌。',
      ),
      overview: { paper: t('16 pt recycled kraft', '16磅再生牛皮纸') },
      groups: [
        standardSizes,
        group('Ink', '油墨', [
          value('K1', 'Black ink', '黑色'),
          value('K2', 'Full color', '四色', { multiplier: 1.1 }),
          value('K3', 'White ink and black', '白墨加黑色', { multiplier: 1.3 }),
        ]),
        sides(1.25),
        cardQuantities,
      ],
      tags: tags(['Recycled paper', 'Free proof'], ['再生纸', '免费样稿']),
    },
    {
      no: 1004,
      name: t('Soft-Touch Business Cards', '柔感膜名片'),
      intro: t(
        'A velvety laminate that feels like suede in the hand and mutes glare, giving plain designs a luxurious edge.',
        '丝绒般的柔感膜，手感如麂皮且不反光，让简约设计也显得高档。',
      ),
      overview: { finish: t('Soft-touch lamination', '柔感膜') },
      baseFactor: 1.1,
    },
    {
      no: 1005,
      name: t('Square Business Cards', '方形名片'),
      intro: t(
        'A 2.5 inch square format that stands out in a stack of rectangles, great for logos with round or square marks.',
        '2.5英寸方形名片，在一叠长方形名片中格外显眼，适合圆形或方形标志。',
      ),
      overview: { size: t('2.5 x 2.5 in', '2.5×2.5英寸') },
      groups: [
        group('Size', '尺寸', [
          value('S1', '2 x 2 in', '2×2英寸'),
          value('S2', '2.5 x 2.5 in', '2.5×2.5英寸', { multiplier: 1.1 }),
        ]),
        standardPapers,
        standardFinishes,
        sides(),
        cardQuantities,
      ],
    },
    {
      no: 1006,
      name: t('Budget Business Cards', '经济型名片'),
      intro: t(
        'Our lowest price per card on 14 pt stock, for new hires, events and anyone who hands out hundreds each week.',
        '14磅卡纸，单价最低，适合新员工、活动以及每周派发数百张名片的人。',
      ),
      groups: [
        standardSizes,
        group('Paper', '纸张', [
          value('P1', '14 pt matte', '14磅哑光卡纸'),
          value('P2', '14 pt gloss', '14磅亮光卡纸'),
        ]),
        sides(1.2),
        quantities('张', [250, 500, 1000, 2500, 5000]),
        cardTurnaround,
      ],
      baseFactor: 0.85,
      tags: tags(['Lowest price', 'Ships in 4 days'], ['超低价', '4天发货']),
    },
  ]),
  ...defineProducts(premium, [
    {
      no: 1101,
      name: t('Triple-Layer Painted Edge Cards', '三层夹心刷边名片'),
      intro: t(
        'Three sheets laminated into one 32 pt card, with a colored core that shows along every edge.',
        '三张纸复合成32磅厚卡，彩色夹层在每条边缘上都清晰可见。',
      ),
      baseFactor: 1.9,
      flags: ['featured'],
    },
    {
      no: 1102,
      name: t('Cotton Letterpress-Style Cards', '棉浆纸凸版风格名片'),
      intro: t(
        'Soft 100% cotton paper with a deep, pillowy texture that gives ink the look of a traditional letterpress impression.',
        '柔软的100%棉浆纸带有厚实的纹理，让油墨呈现传统凸版印刷的效果。',
      ),
      overview: { paper: t('30 pt 100% cotton', '30磅100%棉浆纸') },
      baseFactor: 1.8,
    },
    {
      no: 1103,
      name: t('Linen Texture Business Cards', '布纹名片'),
      intro: t(
        'A fine crosshatch texture you can feel with your fingertips, a classic choice for lawyers, architects and consultants.',
        '指尖可感的细密交叉纹理，是律师、建筑师和顾问的经典之选。',
      ),
      overview: { paper: t('18 pt linen', '18磅布纹纸') },
      baseFactor: 1.5,
    },
    {
      no: 1104,
      name: t('Black Core Premium Cards', '黑芯高级名片'),
      intro: t(
        'A white face and back with a jet-black core, creating a sharp dark line around the card that reads as modern and bold.',
        '白色正反面夹着纯黑芯层，在名片四周形成利落的黑线，现代而大胆。',
      ),
      baseFactor: 1.9,
      flags: ['isNew'],
    },
    {
      no: 1105,
      name: t('Felt Finish Business Cards', '毛毡纹名片'),
      intro: t(
        'Felt-marked paper with a random woven texture that hides fingerprints and adds warmth to minimal layouts.',
        '带有随机编织纹理的毛毡纹纸，不留指纹，为极简版式增添温度。',
      ),
      overview: { paper: t('22 pt felt-marked stock', '22磅毛毡纹纸') },
      baseFactor: 1.6,
    },
    {
      no: 1106,
      name: t('Extra-Thick 48 pt Showcase Cards', '48磅超厚展示名片'),
      intro: t(
        'Our thickest card, four layers deep, for studios and agencies who want their card to be the one people remember.',
        '我们最厚的名片，四层复合，适合希望被牢记的工作室和创意机构。',
      ),
      overview: { paper: t('48 pt four-layer stock', '48磅四层复合卡') },
      groups: [edgeColors, sides(1.25), premiumQuantities, cardTurnaround],
      baseFactor: 2.6,
    },
  ]),
  ...defineProducts(specialty, [
    {
      no: 1201,
      name: t('Gold Foil Business Cards', '烫金名片'),
      intro: t(
        'Metallic foil pressed into the card so your logo and name catch the light from every angle.',
        '金属箔压印在卡面上，让标志和姓名在各个角度都闪闪发光。',
      ),
      baseFactor: 1.7,
      flags: ['topSeller'],
    },
    {
      no: 1202,
      name: t('Raised Spot Gloss Cards', '凸起局部UV名片'),
      intro: t(
        'A thick, clear gloss layer applied only where you choose, so elements rise from the matte surface and can be felt.',
        '只在指定位置涂布厚透明光油，让元素从哑光表面凸起，触手可感。',
      ),
      groups: [
        group('Gloss', '光油', [
          value('G1', 'Flat spot gloss', '平面局部UV'),
          value('G2', 'Raised spot gloss', '凸起局部UV', { multiplier: 1.2 }),
        ]),
        corners,
        sides(1.2),
        premiumQuantities,
      ],
      baseFactor: 1.5,
    },
    {
      no: 1203,
      name: t('Rounded Corner Business Cards', '圆角名片'),
      intro: t(
        'Softly rounded corners that feel friendly in the hand and resist dog-earing in wallets.',
        '柔和的圆角手感亲切，放在钱包里也不易折角。',
      ),
      groups: [
        corners,
        standardPapers,
        group('Finish', '表面工艺', [
          value('F1', 'Matte lamination', '哑膜'),
          value('F2', 'Soft-touch lamination', '柔感膜', { multiplier: 1.15 }),
        ]),
        sides(),
        cardQuantities,
      ],
      overview: { finish: t('Matte or soft-touch', '哑膜或柔感膜') },
      baseFactor: 1.1,
      flags: ['bestDeal'],
    },
    {
      no: 1204,
      name: t('Embossed Logo Business Cards', '压凸标志名片'),
      intro: t(
        'Your logo pressed up from the back with a custom die, creating a sculpted relief on heavy uncoated stock.',
        '用定制模具从背面压出标志，在厚实的无涂布卡纸上形成立体浮雕。',
      ),
      overview: {
        paper: t('24 pt uncoated', '24磅无涂布卡纸'),
        finish: t('Blind embossing', '素压凸'),
      },
      groups: [
        group('Emboss', '压纹', [
          value('M1', 'Blind emboss', '素压凸'),
          value('M2', 'Emboss with foil', '烫金压凸', { multiplier: 1.25 }),
          value('M3', 'Deboss', '压凹'),
        ]),
        corners,
        premiumQuantities,
        cardTurnaround,
      ],
      baseFactor: 1.9,
    },
    {
      no: 1205,
      name: t('Circle Business Cards', '圆形名片'),
      intro: t(
        'Die-cut round cards 2.5 inches across, perfect for badge-like logos, bakeries and playful brands.',
        '直径2.5英寸的圆形模切名片，适合徽章式标志、烘焙店和活泼的品牌。',
      ),
      overview: { size: t('2.5 in diameter', '直径2.5英寸'), shape: t('Circle', '圆形') },
      groups: [foilColors, sides(1.2), premiumQuantities],
      baseFactor: 1.4,
    },
    {
      no: 1206,
      name: t('Clear Plastic Business Cards', '透明塑料名片'),
      intro: t(
        'Frosted translucent PVC cards that are waterproof and nearly impossible to tear, with a white ink layer for contrast.',
        '磨砂半透明PVC名片，防水且几乎撕不破，配合白墨层增强对比。',
      ),
      overview: {
        paper: t('20 mil frosted PVC', '0.5毫米磨砂PVC'),
        finish: t('White ink underlayer', '白墨打底'),
      },
      groups: [
        group('Material', '材质', [
          value('M1', 'Frosted clear', '磨砂透明'),
          value('M2', 'Glossy clear', '亮面透明'),
          value('M3', 'Frosted white', '磨砂白', { multiplier: 0.95 }),
        ]),
        corners,
        sides(1.2),
        premiumQuantities,
      ],
      baseFactor: 2.2,
    },
  ]),
  ...defineProducts(folded, [
    {
      no: 1001,
      name: t('Folded Loyalty Cards', '折叠集点卡'),
      intro: t(
        'A stamp grid inside and your offer on the front, so regulars keep coming back for their tenth coffee or haircut.',
        '内页印集点格，封面印优惠，让老顾客为第十杯咖啡或第十次理发再次光临。',
      ),
    },
    {
      no: 1002,
      name: t('Folded Price List Cards', '折叠价目卡'),
      intro: t(
        'Room for a full service menu inside a wallet-sized card, loved by salons, tutors and repair shops.',
        '钱包大小的卡片里就能放下完整的服务价目，深受沙龙、家教和维修店喜爱。',
      ),
    },
    {
      no: 1003,
      name: t('Mini Portfolio Cards', '迷你作品集卡'),
      intro: t(
        'Three panels to show your best work plus one for contact details, a pocket portfolio for designers and photographers.',
        '三个版面展示代表作，一个版面放联系方式，是设计师和摄影师的口袋作品集。',
      ),
      baseFactor: 1.1,
      flags: ['featured'],
    },
    {
      no: 1004,
      name: t('Appointment Reminder Folded Cards', '折叠预约卡'),
      intro: t(
        'Lined appointment slots inside, printed on uncoated stock so any pen writes cleanly, for clinics and studios.',
        '内页印有预约格线，采用无涂布卡纸，任何笔都书写顺畅，适合诊所和工作室。',
      ),
      overview: { paper: t('16 pt uncoated', '16磅无涂布卡纸') },
    },
    {
      no: 1005,
      name: t('Tent-Fold Place Cards', '对折桌位卡'),
      intro: t(
        'Folded cards that stand on a table for name places, food labels and buffet signs at events and weddings.',
        '可立于桌面的对折卡，用于活动和婚礼的座位名牌、菜品标签和自助餐标识。',
      ),
      overview: {
        size: t('3.5 x 2 in folded', '折后3.5×2英寸'),
        use: t('Events and buffets', '活动与自助餐'),
      },
      baseFactor: 0.9,
    },
  ]),
];
