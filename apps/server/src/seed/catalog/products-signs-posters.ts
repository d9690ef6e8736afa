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

const posterSizes = group('Size', '尺寸', [
  value('S1', '11 x 17 in', '11×17英寸', { multiplier: 0.6 }),
  value('S2', '18 x 24 in', '18×24英寸'),
  value('S3', '24 x 36 in', '24×36英寸', { multiplier: 1.8 }),
  value('S4', '36 x 48 in', '36×48英寸', { multiplier: 3.2 }),
]);

const posterPapers = group('Paper', '纸张', [
  value('P1', 'Satin photo paper', '绸面相纸'),
  value('P2', 'Gloss photo paper', '亮面相纸'),
  value('P3', 'Heavyweight matte', '厚哑光纸', { multiplier: 1.05 }),
]);

const posterFinishes = group('Lamination', '覆膜', [
  value('F1', 'None', '不覆膜'),
  value('F2', 'Matte lamination', '哑膜', { multiplier: 1.25 }),
  value('F3', 'Gloss lamination', '亮膜', { multiplier: 1.25 }),
]);

const posterQuantities = quantities('张', [1, 5, 10, 25, 50]);

const bannerSizes = group('Size', '尺寸', [
  value('S1', '2 x 4 ft', '2×4英尺'),
  value('S2', '3 x 6 ft', '3×6英尺', { multiplier: 2 }),
  value('S3', '4 x 8 ft', '4×8英尺', { multiplier: 3.2 }),
  value('S4', '3 x 10 ft', '3×10英尺', { multiplier: 3.3 }),
]);

const bannerMaterials = group('Material', '材质', [
  value('M1', '13 oz vinyl', '440克乙烯基布'),
  value('M2', '18 oz blockout vinyl', '610克遮光布', { multiplier: 1.3 }),
  value('M3', 'Mesh vinyl', '网格布', { multiplier: 1.2 }),
  value('M4', 'Polyester fabric', '涤纶布', { multiplier: 1.4 }),
]);

const bannerFinishing = group('Finishing', '后道加工', [
  value('H1', 'Hemmed with grommets', '包边打扣眼'),
  value('H2', 'Pole pockets', '穿杆套', { multiplier: 1.1 }),
  value('H3', 'Hemmed only', '仅包边', { multiplier: 0.95 }),
]);

const bannerQuantities = quantities('条', [1, 5, 10, 25]);

const signSizes = group('Size', '尺寸', [
  value('S1', '12 x 18 in', '12×18英寸'),
  value('S2', '18 x 24 in', '18×24英寸', { multiplier: 1.5 }),
  value('S3', '24 x 36 in', '24×36英寸', { multiplier: 2.6 }),
]);

const signMaterials = group('Material', '材质', [
  value('M1', '3/16 in foam board', '5毫米KT板'),
  value('M2', '4 mm corrugated plastic', '4毫米中空板'),
  value('M3', '3 mm PVC', '3毫米PVC板', { multiplier: 1.4 }),
  value('M4', '3 mm aluminum composite', '3毫米铝塑板', { multiplier: 2.2 }),
  value('M5', '1/8 in clear acrylic', '3毫米透明亚克力', { multiplier: 2.6 }),
]);

const signQuantities = quantities('块', [1, 5, 10, 25, 50]);

const posters: ProductTemplate = {
  category: 'posters',
  kind: 'poster',
  prefix: 'PO',
  serverContent: t(
    'Posters ship rolled in a crush-proof tube; laminated posters over 24 x 36 in ship flat.',
    '海报卷入防压纸筒寄送，24×36英寸以上的覆膜海报平板寄送。',
  ),
  featureTags: tags(['Photo quality', 'Ships in a tube'], ['照片级品质', '纸筒寄送']),
  highlights: tags(
    [
      '12-color photo inks with a wide color range',
      'Sizes from 11 x 17 in to 36 x 48 in',
      'Optional lamination for handling and tape',
    ],
    ['12色照片墨水，色域宽广', '尺寸从11×17到36×48英寸', '可选覆膜，耐摸耐贴'],
  ),
  overview: {
    size: t('11 x 17 in to 36 x 48 in', '11×17至36×48英寸'),
    paper: t('Satin, gloss or matte', '绸面、亮面或哑光'),
    print: t('Photo-quality inkjet', '照片级喷墨'),
    production: t('2 business days', '2个工作日'),
  },
  groups: [posterSizes, posterPapers, posterFinishes, posterQuantities],
  reviews: reviewPool('poster'),
};

const banners: ProductTemplate = {
  category: 'banners',
  kind: 'poster',
  prefix: 'BN',
  serverContent: t(
    'Banners are hemmed and fitted with grommets every 2 ft at no extra charge.',
    '横幅免费包边，并每隔2英尺打一个扣眼。',
  ),
  featureTags: tags(['Weatherproof', 'Grommets included'], ['耐候防水', '含扣眼']),
  highlights: tags(
    [
      'UV-resistant inks rated for two years outdoors',
      'Heat-welded hems that will not fray',
      'Grommets or pole pockets for easy hanging',
    ],
    ['抗紫外线油墨，户外可用两年', '热熔包边，不易散边', '扣眼或穿杆套，悬挂方便'],
  ),
  overview: {
    size: t('2 x 4 ft to 3 x 10 ft', '2×4至3×10英尺'),
    material: t('Vinyl, mesh or fabric', '乙烯基布、网格布或涤纶布'),
    finish: t('Hemmed, grommets or pole pockets', '包边、扣眼或穿杆套'),
    production: t('3 business days', '3个工作日'),
  },
  groups: [bannerSizes, bannerMaterials, bannerFinishing, bannerQuantities],
  reviews: reviewPool('banner'),
};

const signs: ProductTemplate = {
  category: 'rigid-signs',
  kind: 'poster',
  prefix: 'SG',
  serverContent: t(
    'Tell us how the sign will be mounted and we add drilled holes, stand-offs or stakes to match.',
    '告诉我们标牌的安装方式，我们会相应加工钻孔、配广告钉或地插。',
  ),
  featureTags: tags(['Rigid materials', 'Mounting options'], ['硬质材料', '多种安装方式']),
  highlights: tags(
    [
      'Printed directly on the board with UV-cured inks',
      'Clean machine-cut edges',
      'Indoor and outdoor materials',
    ],
    ['UV固化油墨直接喷印在板材上', '机器切割，边缘整齐', '室内外材料可选'],
  ),
  overview: {
    size: t('12 x 18 in to 24 x 36 in', '12×18至24×36英寸'),
    material: t('Foam, plastic, PVC, aluminum or acrylic', 'KT板、中空板、PVC、铝塑板或亚克力'),
    print: t('UV direct print', 'UV直喷'),
    production: t('3 business days', '3个工作日'),
  },
  groups: [signSizes, signMaterials, sides(1.4), signQuantities],
  reviews: reviewPool('sign'),
};

export const signPosterProducts: SeedProduct[] = [
  ...defineProducts(posters, [
    {
      no: 1001,
      name: t('Custom Photo Posters', '定制照片海报'),
      intro: t(
        'Turn photos and designs into vivid wall posters with smooth gradients and deep blacks, from a single print.',
        '把照片和设计做成色彩鲜艳的墙面海报，渐变柔和、黑色深邃，一张起印。',
      ),
    },
    {
      no: 1002,
      name: t('Event and Gig Posters', '活动演出海报'),
      intro: t(
        'Bold posters for concerts, festivals and club nights, priced for runs of 25 or 50 to cover the whole town.',
        '适用于音乐会、节庆和俱乐部之夜的醒目海报，25或50张的价格足以贴满全城。',
      ),
      groups: [posterSizes, posterPapers, posterQuantities],
    },
    {
      no: 1003,
      name: t('Fine Art Giclee Prints', '艺术微喷画作'),
      intro: t(
        'Archival pigment prints on cotton rag paper that last for generations, for artists and photographers selling editions.',
        '棉浆纸上的收藏级颜料微喷，可保存数代，适合出售限量版的艺术家和摄影师。',
      ),
      groups: [
        posterSizes,
        group('Paper', '纸张', [
          value('P1', 'Cotton rag matte', '棉浆哑光艺术纸'),
          value('P2', 'Baryta gloss', '钡地光面相纸', { multiplier: 1.1 }),
          value('P3', 'Textured watercolor', '水彩纹理纸', { multiplier: 1.05 }),
        ]),
        posterQuantities,
      ],
      overview: { paper: t('Archival cotton rag', '收藏级棉浆纸') },
      baseFactor: 2.2,
      flags: ['featured'],
    },
    {
      no: 1004,
      name: t('Educational Classroom Posters', '教室教学海报'),
      intro: t(
        'Laminated posters for classrooms and clinics that survive tape, pins and curious hands year after year.',
        '适用于教室和诊所的覆膜海报，不怕胶带、图钉和好奇的小手，年复一年。',
      ),
      groups: [posterSizes, posterFinishes, posterQuantities],
      overview: { finish: t('Lamination recommended', '建议覆膜') },
    },
    {
      no: 1005,
      name: t('Retail Window Posters', '橱窗海报'),
      intro: t(
        'Double-sided window posters that face the street and the shop floor, printed on blockout paper so nothing shows through.',
        '双面橱窗海报同时面向街道和店内，采用遮光纸印刷，不会透色。',
      ),
      groups: [posterSizes, sides(1.6), posterQuantities],
      overview: { paper: t('Blockout poster paper', '遮光海报纸') },
      baseFactor: 1.2,
    },
    {
      no: 1006,
      name: t('Backlit Lightbox Film', '灯箱背光片'),
      intro: t(
        'Translucent film printed with extra ink density so colors stay rich when lit from behind in lightboxes and menu boards.',
        '半透明灯片加大墨量印刷，在灯箱和菜单灯牌中背光照射下色彩依然饱满。',
      ),
      groups: [posterSizes, posterQuantities],
      overview: { paper: t('Backlit polyester film', '背光涤纶灯片') },
      baseFactor: 1.6,
    },
  ]),
  ...defineProducts(banners, [
    {
      no: 1001,
      name: t('Outdoor Vinyl Banners', '户外乙烯基横幅'),
      intro: t(
        'Our toughest all-purpose banner for storefronts, fences and events, ready to hang straight out of the box.',
        '最耐用的通用横幅，适用于店面、围栏和活动，开箱即可悬挂。',
      ),
      flags: ['topSeller'],
      baseFactor: 2.1,
    },
    {
      no: 1002,
      name: t('Mesh Fence Banners', '围栏网格横幅'),
      intro: t(
        'Perforated mesh that lets wind pass through, the safe choice for construction fences and sports grounds.',
        '带孔网格布可让风穿过，是工地围栏和运动场的安全之选。',
      ),
      groups: [bannerSizes, bannerFinishing, bannerQuantities],
      overview: { material: t('Mesh vinyl', '网格布') },
      baseFactor: 2.5,
    },
    {
      no: 1003,
      name: t('Fabric Backdrop Banners', '布料背景横幅'),
      intro: t(
        'Wrinkle-resistant fabric with a non-glare finish for photo backdrops, stages and trade show walls.',
        '抗皱无反光布料，适合拍照背景、舞台和展会墙面。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '8 x 8 ft', '8×8英尺'),
          value('S2', '8 x 10 ft', '8×10英尺', { multiplier: 1.25 }),
          value('S3', '10 x 10 ft', '10×10英尺', { multiplier: 1.55 }),
        ]),
        bannerFinishing,
        bannerQuantities,
      ],
      overview: { material: t('Polyester fabric', '涤纶布') },
      baseFactor: 9,
    },
    {
      no: 1004,
      name: t('Retractable Banner Stands', '易拉宝'),
      intro: t(
        'A printed banner that rolls up into an aluminum base and sets up in under a minute, with a padded carry bag.',
        '印刷画面可卷入铝合金底座，一分钟内即可展开，附带加厚便携包。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '33 x 81 in', '33×81英寸'),
          value('S2', '47 x 81 in', '47×81英寸', { multiplier: 1.3 }),
        ]),
        group('Stand', '支架', [
          value('B1', 'Standard base', '标准底座'),
          value('B2', 'Premium wide base', '加宽高级底座', { multiplier: 1.35 }),
        ]),
        bannerQuantities,
      ],
      overview: {
        size: t('33 x 81 in or 47 x 81 in', '33×81或47×81英寸'),
        extras: t('Stand and carry bag', '支架和便携包'),
      },
      baseFactor: 5.5,
      flags: ['bestDeal'],
    },
    {
      no: 1005,
      name: t('Grand Opening Banners', '开业庆典横幅'),
      intro: t(
        'Bright, high-contrast banners that announce your opening from across the street, with pole pockets or grommets.',
        '色彩明亮、对比强烈的横幅，从街对面就能看到开业信息，可选穿杆套或扣眼。',
      ),
      baseFactor: 2.1,
    },
    {
      no: 1006,
      name: t('Double-Sided Pole Banners', '双面灯杆旗'),
      intro: t(
        'Blockout vinyl printed on both sides for street poles and campus walkways, readable from either direction.',
        '双面印刷的遮光布灯杆旗，适用于街道灯杆和校园步道，两个方向都能看清。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '18 x 36 in', '18×36英寸'),
          value('S2', '24 x 48 in', '24×48英寸', { multiplier: 1.7 }),
          value('S3', '30 x 60 in', '30×60英寸', { multiplier: 2.6 }),
        ]),
        bannerQuantities,
      ],
      overview: {
        material: t('18 oz blockout vinyl', '610克遮光布'),
        finish: t('Pole pockets top and bottom', '上下穿杆套'),
      },
      baseFactor: 3,
    },
  ]),
  ...defineProducts(signs, [
    {
      no: 1001,
      name: t('Yard Signs with Stakes', '草坪地插标牌'),
      intro: t(
        'Corrugated plastic signs with wire H-stakes for campaigns, open houses and contractor job sites.',
        '配H型铁丝地插的中空板标牌，适用于竞选、开放看房和施工现场。',
      ),
      groups: [
        signSizes,
        sides(1.4),
        group('Stakes', '地插', [
          value('K1', 'No stakes', '不配地插'),
          value('K2', 'Wire H-stakes', 'H型铁丝地插', { multiplier: 1.2 }),
        ]),
        signQuantities,
      ],
      overview: { material: t('4 mm corrugated plastic', '4毫米中空板') },
      baseFactor: 0.9,
    },
    {
      no: 1002,
      name: t('Foam Board Easel Signs', 'KT板画架展牌'),
      intro: t(
        'Lightweight foam board signs for welcome boards, seating charts and lobby displays on an easel.',
        '轻便的KT板展牌，适合放在画架上作为迎宾牌、座位表和大堂展示。',
      ),
      groups: [signSizes, signQuantities],
      overview: { material: t('3/16 in foam board', '5毫米KT板') },
      baseFactor: 0.8,
      flags: ['bestDeal'],
    },
    {
      no: 1003,
      name: t('Aluminum Outdoor Signs', '户外铝塑板标牌'),
      intro: t(
        'Rigid aluminum composite that will not rust or warp, for storefronts, parking lots and building directories.',
        '坚固的铝塑板不生锈、不变形，适用于店面、停车场和楼宇指示。',
      ),
      groups: [signSizes, sides(1.4), signQuantities],
      overview: { material: t('3 mm aluminum composite', '3毫米铝塑板') },
      baseFactor: 2.2,
    },
    {
      no: 1004,
      name: t('Acrylic Office Signs', '亚克力办公标牌'),
      intro: t(
        'Clear acrylic printed from the back for a glossy, glass-like reception sign, supplied with stand-off mounts.',
        '透明亚克力背面印刷，呈现玻璃般光泽的前台标牌，附配广告钉。',
      ),
      groups: [
        signSizes,
        group('Mounting', '安装方式', [
          value('H1', 'Silver stand-offs', '银色广告钉'),
          value('H2', 'Black stand-offs', '黑色广告钉'),
          value('H3', 'Desk stand', '桌面支架', { multiplier: 0.95 }),
        ]),
        signQuantities,
      ],
      overview: { material: t('1/8 in clear acrylic', '3毫米透明亚克力') },
      baseFactor: 2.6,
      flags: ['featured'],
    },
    {
      no: 1005,
      name: t('Real Estate Listing Signs', '房产挂牌标牌'),
      intro: t(
        'Double-sided aluminum signs for sign posts and frames, reusable across many listings with rider options.',
        '双面铝塑板标牌，可挂在标牌柱和框架上，配合附加小牌可用于多个房源。',
      ),
      groups: [
        group('Size', '尺寸', [
          value('S1', '18 x 24 in', '18×24英寸'),
          value('S2', '24 x 36 in', '24×36英寸', { multiplier: 1.7 }),
        ]),
        group('Rider', '附加小牌', [
          value('R1', 'No rider', '无附加小牌'),
          value('R2', 'With 6 x 24 in rider', '加6×24英寸附加小牌', { addCents: 1500 }),
        ]),
        signQuantities,
      ],
      overview: { material: t('3 mm aluminum composite', '3毫米铝塑板') },
      baseFactor: 4.5,
    },
    {
      no: 1006,
      name: t('Parking and Safety Signs', '停车与安全标识牌'),
      intro: t(
        'Durable PVC and aluminum signs for reserved parking, safety notices and directions, with pre-drilled holes.',
        '耐用的PVC和铝塑板标识，用于专用车位、安全提示和方向指引，已预先钻孔。',
      ),
      groups: [
        signSizes,
        group('Material', '材质', [
          value('M1', '3 mm PVC', '3毫米PVC板'),
          value('M2', '3 mm aluminum composite', '3毫米铝塑板', { multiplier: 1.6 }),
        ]),
        signQuantities,
      ],
      overview: { extras: t('Pre-drilled corner holes', '四角预钻孔') },
      baseFactor: 1.4,
      flags: ['isNew'],
    },
  ]),
];
