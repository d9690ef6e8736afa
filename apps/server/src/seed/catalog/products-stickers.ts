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

const stickerSizes = group('Size', '尺寸', [
  value('S1', '2 in', '2英寸'),
  value('S2', '3 in', '3英寸', { multiplier: 1.5 }),
  value('S3', '4 in', '4英寸', { multiplier: 2.1 }),
  value('S4', '5 in', '5英寸', { multiplier: 2.8 }),
]);

const stickerMaterials = group('Material', '材质', [
  value('M1', 'White vinyl', '白色乙烯基'),
  value('M2', 'Clear vinyl', '透明乙烯基', { multiplier: 1.1 }),
  value('M3', 'Holographic vinyl', '镭射乙烯基', { multiplier: 1.4 }),
  value('M4', 'Glitter vinyl', '闪粉乙烯基', { multiplier: 1.5 }),
]);

const stickerLaminates = group('Laminate', '覆膜', [
  value('F1', 'Gloss laminate', '亮膜'),
  value('F2', 'Matte laminate', '哑膜'),
]);

const stickerQuantities = quantities('张', [50, 100, 250, 500, 1000]);

const sheetSizes = group('Sheet size', '页面尺寸', [
  value('S1', '4 x 6 in', '4×6英寸'),
  value('S2', '5 x 7 in', '5×7英寸', { multiplier: 1.3 }),
  value('S3', '8.5 x 11 in', '8.5×11英寸', { multiplier: 2 }),
]);

const sheetMaterials = group('Material', '材质', [
  value('M1', 'White vinyl', '白色乙烯基'),
  value('M2', 'Matte paper', '哑光纸', { multiplier: 0.75 }),
  value('M3', 'Holographic vinyl', '镭射乙烯基', { multiplier: 1.4 }),
]);

const sheetQuantities = quantities('张', [50, 100, 250, 500]);

const dieCut: ProductTemplate = {
  category: 'die-cut-stickers',
  kind: 'sticker',
  prefix: 'ST',
  serverContent: t(
    'We add the cut line around your artwork for free and show it on the proof.',
    '我们免费为您的图案添加切割线，并在样稿中标示。',
  ),
  featureTags: tags(['Waterproof vinyl', 'Free cut line'], ['防水乙烯基', '免费切割线']),
  highlights: tags(
    [
      'Thick, flexible vinyl that follows curved surfaces',
      'Laminated against scratches, water and UV fading',
      'Dishwasher safe on the top rack',
    ],
    ['厚实柔韧的乙烯基，可贴合曲面', '覆膜防刮、防水、抗紫外线褪色', '可放洗碗机上层清洗'],
  ),
  overview: {
    size: t('2 to 5 in', '2至5英寸'),
    material: t('Laminated vinyl', '覆膜乙烯基'),
    shape: t('Cut to your outline', '按轮廓模切'),
    use: t('Laptops, bottles, packaging', '笔记本电脑、水杯、包装'),
    production: t('4 business days', '4个工作日'),
  },
  groups: [stickerSizes, stickerMaterials, stickerLaminates, stickerQuantities],
  reviews: reviewPool('sticker'),
};

const sheets: ProductTemplate = {
  category: 'sticker-sheets',
  kind: 'sticker',
  prefix: 'ST',
  serverContent: t(
    'Upload up to 12 designs and we arrange them on the sheet for you.',
    '最多上传12款设计，我们为您排版到同一张上。',
  ),
  featureTags: tags(['Multiple designs', 'Kiss-cut'], ['多款设计', '半切工艺']),
  highlights: tags(
    [
      'Kiss-cut stickers on a single backing sheet',
      'Mix shapes and sizes freely',
      'Optional printed header and backing',
    ],
    ['同一张底纸上的半切贴纸', '形状和尺寸自由组合', '可印刷页眉和底纸背面'],
  ),
  overview: {
    size: t('4 x 6 in to 8.5 x 11 in sheets', '4×6至8.5×11英寸页面'),
    material: t('Vinyl or paper', '乙烯基或纸张'),
    shape: t('Kiss-cut, any shapes', '半切，任意形状'),
    production: t('5 business days', '5个工作日'),
  },
  groups: [sheetSizes, sheetMaterials, stickerLaminates, sheetQuantities],
  reviews: reviewPool('sticker'),
};

const specialty: ProductTemplate = {
  category: 'specialty-stickers',
  kind: 'sticker',
  prefix: 'ST',
  serverContent: t(
    'Specialty films are proofed with a photo of a printed sample on request.',
    '特种材质可应要求提供实物打样照片确认。',
  ),
  featureTags: tags(['Eye-catching films', 'Outdoor rated'], ['吸睛材质', '适合户外']),
  highlights: tags(
    [
      'Special films that shimmer, sparkle or disappear',
      'White ink layer available for opacity',
      'Rated for up to 3 years outdoors',
    ],
    ['闪耀、闪粉或隐形效果的特种膜', '可加印白墨提高遮盖力', '户外可使用长达3年'],
  ),
  overview: {
    size: t('2 to 5 in', '2至5英寸'),
    material: t('Specialty vinyl film', '特种乙烯基膜'),
    finish: t('Laminated', '覆膜'),
    production: t('6 business days', '6个工作日'),
  },
  groups: [stickerSizes, stickerLaminates, stickerQuantities],
  reviews: reviewPool('sticker'),
};

export const stickerProducts: SeedProduct[] = [
  ...defineProducts(dieCut, [
    {
      no: 1001,
      name: t('Custom Die-Cut Vinyl Stickers', '定制模切乙烯基贴纸'),
      intro: t(
        'Your logo or artwork cut to its exact outline with a slim white border, our best-selling sticker by far.',
        '按标志或图案轮廓精确切割并留细白边，是我们最畅销的贴纸。',
      ),
      flags: ['topSeller'],
    },
    {
      no: 1002,
      name: t('Laptop Logo Stickers', '笔记本电脑标志贴'),
      intro: t(
        'Low-tack laminated vinyl that sits flat on aluminum lids and peels off cleanly when the laptop is replaced.',
        '低粘覆膜乙烯基，平整贴在铝合金外壳上，更换电脑时可干净撕下。',
      ),
      overview: { use: t('Laptops and tablets', '笔记本电脑与平板') },
    },
    {
      no: 1003,
      name: t('Water Bottle Stickers', '水杯贴纸'),
      intro: t(
        'Extra-durable vinyl and laminate tested through dozens of dishwasher cycles, made for reusable bottles and tumblers.',
        '加强耐用的乙烯基和覆膜，经过数十次洗碗机测试，专为可重复使用的水杯设计。',
      ),
      baseFactor: 1.1,
    },
    {
      no: 1004,
      name: t('Bumper Stickers', '汽车保险杠贴纸'),
      intro: t(
        'Long rectangular stickers in outdoor-grade vinyl with UV-resistant inks, for cars, campaigns and causes.',
        '户外级乙烯基和抗紫外线油墨的长条贴纸，适用于汽车、竞选和公益宣传。',
      ),
      overview: { size: t('11.5 x 3 in', '11.5×3英寸'), shape: t('Rectangle', '长方形') },
      groups: [
        group('Size', '尺寸', [
          value('S1', '7.5 x 3 in', '7.5×3英寸'),
          value('S2', '11.5 x 3 in', '11.5×3英寸', { multiplier: 1.35 }),
        ]),
        stickerLaminates,
        stickerQuantities,
      ],
      baseFactor: 2.5,
    },
    {
      no: 1005,
      name: t('Packaging Seal Stickers', '包装封口贴'),
      intro: t(
        'Small round or square stickers that seal mailers and tissue paper with your logo, priced for every order you ship.',
        '印有标志的小圆形或方形贴纸，用于封住快递袋和包装纸，价格适合每单都用。',
      ),
      overview: { size: t('1 to 2 in', '1至2英寸') },
      groups: [
        group('Size', '尺寸', [
          value('S1', '1 in', '1英寸'),
          value('S2', '1.5 in', '1.5英寸', { multiplier: 1.2 }),
          value('S3', '2 in', '2英寸', { multiplier: 1.45 }),
        ]),
        group('Material', '材质', [
          value('M1', 'White gloss paper', '白色亮光纸'),
          value('M2', 'Kraft paper', '牛皮纸'),
          value('M3', 'Gold foil paper', '金箔纸', { multiplier: 1.4 }),
        ]),
        quantities('张', [250, 500, 1000, 2500]),
      ],
      baseFactor: 0.45,
      flags: ['bestDeal'],
    },
    {
      no: 1006,
      name: t('Compostable Paper Stickers', '可堆肥纸质贴纸'),
      intro: t(
        'Wood-free paper stickers with a plant-based adhesive, certified home compostable for zero-waste brands.',
        '采用植物基胶的非木浆纸贴纸，可家庭堆肥，适合零废弃品牌。',
      ),
      overview: { material: t('Compostable paper', '可堆肥纸') },
      groups: [stickerSizes, stickerQuantities],
      tags: tags(['Home compostable', 'Plant-based glue'], ['可家庭堆肥', '植物基胶']),
      baseFactor: 0.9,
    },
  ]),
  ...defineProducts(sheets, [
    {
      no: 1101,
      name: t('Planner Sticker Sheets', '手账贴纸套张'),
      intro: t(
        'Tiny icons, labels and banners kiss-cut on matte sheets that take pen and pencil, made for planners and journals.',
        '小图标、标签和横幅半切在可用笔书写的哑光纸上，专为手账和日志设计。',
      ),
      flags: ['featured'],
      baseFactor: 2.5,
    },
    {
      no: 1102,
      name: t('Reward Chart Sticker Sheets', '奖励贴纸套张'),
      intro: t(
        'Bright stars, smiles and badges for teachers and parents, on sheets sized to slip into a folder.',
        '色彩鲜艳的星星、笑脸和徽章，专为老师和家长设计，尺寸可放进文件夹。',
      ),
      overview: { use: t('Classrooms and reward charts', '课堂与奖励表') },
      baseFactor: 2.2,
    },
    {
      no: 1103,
      name: t('Merch Sticker Packs', '周边贴纸套装'),
      intro: t(
        'Several designs on one vinyl sheet with a printed header card, ready to sell at shows and online shops.',
        '多款设计排在同一张乙烯基上并配印刷头卡，可直接在展会和网店销售。',
      ),
      flags: ['isNew'],
      baseFactor: 3,
    },
    {
      no: 1104,
      name: t('Kiss-Cut Logo Sheets', '标志半切贴纸页'),
      intro: t(
        'Many copies of your logo on one sheet, the fastest way for a team to stick branding on boxes and equipment.',
        '一张纸上排满您的标志，是团队在箱子和设备上粘贴品牌的最快方式。',
      ),
      groups: [sheetSizes, sheetMaterials, sheetQuantities],
      baseFactor: 2.2,
    },
    {
      no: 1105,
      name: t('Gift Wrap Sticker Sheets', '礼品包装贴纸套张'),
      intro: t(
        'To-and-from labels, seals and seasonal motifs on one sheet to finish gift wrapping in your brand style.',
        '收礼人标签、封口贴和节日图案集中在一张上，让礼品包装统一呈现品牌风格。',
      ),
      overview: { use: t('Gift wrapping and hampers', '礼品包装与礼篮') },
      baseFactor: 2.4,
    },
  ]),
  ...defineProducts(specialty, [
    {
      no: 1201,
      name: t('Holographic Rainbow Stickers', '彩虹镭射贴纸'),
      intro: t(
        'A prismatic film that shifts through the rainbow as it moves, turning simple logos into collectible stickers.',
        '随角度变幻出彩虹色的镭射膜，让简单的标志变成值得收藏的贴纸。',
      ),
      overview: { material: t('Holographic vinyl', '镭射乙烯基') },
      baseFactor: 1.4,
    },
    {
      no: 1202,
      name: t('Glitter Vinyl Stickers', '闪粉乙烯基贴纸'),
      intro: t(
        'Fine glitter sealed under a clear laminate so it sparkles without shedding, a favorite for fan merch and events.',
        '细闪粉封在透明覆膜之下，闪耀却不掉粉，是应援周边和活动的热门选择。',
      ),
      overview: { material: t('Glitter vinyl', '闪粉乙烯基') },
      baseFactor: 1.5,
    },
    {
      no: 1203,
      name: t('Clear Window Decals', '透明橱窗贴'),
      intro: t(
        'Reverse-printed clear vinyl that goes on the inside of the glass and reads correctly from the street.',
        '反向印刷的透明乙烯基贴在玻璃内侧，从街上看文字方向正确。',
      ),
      overview: {
        material: t('Clear vinyl, reverse printed', '透明乙烯基，反印'),
        use: t('Shop windows and doors', '店铺橱窗和门'),
      },
      groups: [
        group('Size', '尺寸', [
          value('S1', '6 x 6 in', '6×6英寸'),
          value('S2', '12 x 12 in', '12×12英寸', { multiplier: 3 }),
          value('S3', '18 x 24 in', '18×24英寸', { multiplier: 8 }),
        ]),
        group('Print', '印刷', [
          value('K1', 'Color only', '仅彩色'),
          value('K2', 'Color with white backing', '彩色加白底', { multiplier: 1.25 }),
        ]),
        quantities('张', [50, 100, 250, 500]),
      ],
      baseFactor: 2,
    },
    {
      no: 1204,
      name: t('Mirror Chrome Stickers', '镜面电镀贴纸'),
      intro: t(
        'A mirror-finish silver or gold film with color printed on top, for packaging accents and premium giveaways.',
        '在镜面银或金色膜上叠印色彩，适合包装点缀和高端赠品。',
      ),
      groups: [
        stickerSizes,
        group('Film', '膜色', [value('M1', 'Mirror silver', '镜面银'), value('M2', 'Mirror gold', '镜面金')]),
        stickerQuantities,
      ],
      baseFactor: 1.6,
    },
    {
      no: 1205,
      name: t('Anti-Slip Floor Graphics', '防滑地贴'),
      intro: t(
        'Textured, slip-rated laminate over strong vinyl for queue markers, wayfinding arrows and in-store promotions.',
        '坚固乙烯基加防滑纹理覆膜，用于排队标识、导向箭头和店内促销。',
      ),
      overview: {
        size: t('12 to 24 in', '12至24英寸'),
        use: t('Floors in shops and venues', '商店和场馆地面'),
      },
      groups: [
        group('Size', '尺寸', [
          value('S1', '12 in', '12英寸'),
          value('S2', '18 in', '18英寸', { multiplier: 2.1 }),
          value('S3', '24 in', '24英寸', { multiplier: 3.6 }),
        ]),
        group('Shape', '形状', [
          value('H1', 'Circle', '圆形'),
          value('H2', 'Rectangle', '长方形'),
          value('H3', 'Custom shape', '定制形状', { multiplier: 1.15 }),
        ]),
        quantities('张', [50, 100, 250]),
      ],
      baseFactor: 8,
    },
  ]),
];
