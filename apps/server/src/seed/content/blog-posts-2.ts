import type { SeedBlogPost } from '../types.ts';

/** Printing-knowledge posts, part 2 of 3 (labels, stickers, packaging, direct mail, menus, proofing). */
export const blogPosts2: SeedBlogPost[] = [
  {
    categories: ['paper', 'finishing'],
    title: {
      en: 'Label Materials Explained: Paper, BOPP, Clear and Kraft',
      zh: '标签材料详解：纸质、BOPP、透明与牛皮纸',
    },
    subheading: {
      en: 'Pick a label that survives fridges, ice buckets, bathrooms and shipping, without overpaying.',
      zh: '选一款经得起冰箱、冰桶、浴室和运输考验的标签，又不多花冤枉钱。',
    },
    img: '/media/illustration/labels.webp',
    publishedAt: '2025-08-23',
    content: {
      en: `<p>A product label has to do two jobs: look great on the shelf and stay looking great for as long as the product is used. The right material depends on where the product lives: in a pantry, a fridge, a shower or a cooler full of ice.</p>
<h2>Common label materials</h2>
<table>
<thead><tr><th>Material</th><th>Look</th><th>Water and oil resistance</th><th>Best for</th></tr></thead>
<tbody>
<tr><td>Semi-gloss paper</td><td>Bright, slightly shiny</td><td>Low unless laminated</td><td>Dry goods, jars, shipping and address labels</td></tr>
<tr><td>Uncoated or textured paper</td><td>Natural, premium</td><td>Low</td><td>Wine, candles, artisan food, handmade goods</td></tr>
<tr><td>White BOPP (polypropylene)</td><td>Smooth, vivid colour</td><td>High</td><td>Beverages, sauces, cosmetics, cleaning products</td></tr>
<tr><td>Clear BOPP</td><td>"No-label" look</td><td>High</td><td>Glass bottles, clear jars, showing the product</td></tr>
<tr><td>Silver or metallic BOPP</td><td>Brushed or mirror metal</td><td>High</td><td>Premium spirits, cosmetics, electronics</td></tr>
<tr><td>Kraft paper</td><td>Brown, rustic</td><td>Low</td><td>Coffee, baked goods, natural and eco brands</td></tr>
</tbody>
</table>
<h2>Adhesives</h2>
<ul>
<li><strong>Permanent:</strong> the standard choice; the label cannot be removed cleanly.</li>
<li><strong>Removable:</strong> peels off without residue for a limited time; good for price labels and temporary promotions.</li>
<li><strong>Freezer-grade:</strong> stays tacky at low temperatures and on cold, damp surfaces. Essential for frozen foods and ice buckets.</li>
</ul>
<p>Labels should be applied at room temperature to a clean, dry surface, and adhesive reaches full strength after about 24 hours.</p>
<h2>Protective finishes</h2>
<p>Gloss or matte lamination adds a clear film over the print that protects against scratches, water, oil and UV fading. It is strongly recommended for BOPP labels on bottles that will be handled, chilled or used in bathrooms. A varnish is a lighter, cheaper coating suitable for dry products.</p>
<h2>Clear labels and white ink</h2>
<p>CMYK inks are transparent, so on clear or metallic film they look faint. We print a layer of white ink underneath the areas you want to be opaque. In your file, supply a separate white ink layer in 100% of a spot colour named "White".</p>
<h2>Quick recommendations</h2>
<ul>
<li>Craft beer or soda: white BOPP, permanent freezer-grade adhesive, gloss laminate.</li>
<li>Skincare: clear or white BOPP with matte laminate.</li>
<li>Candles and jam: textured uncoated paper, or kraft for a rustic feel.</li>
<li>Shipping labels: semi-gloss paper, permanent adhesive.</li>
</ul>`,
      zh: `<p>产品标签要同时完成两项任务：在货架上好看，并且在产品使用期间一直保持好看。合适的材料取决于产品所处的环境：食品柜、冰箱、淋浴间，还是装满冰块的冷藏箱。</p>
<h2>常见标签材料</h2>
<table>
<thead><tr><th>材料</th><th>外观</th><th>防水防油性能</th><th>适用产品</th></tr></thead>
<tbody>
<tr><td>半光铜版纸</td><td>明亮，略带光泽</td><td>低（覆膜后提升）</td><td>干货、罐装食品、物流及地址标签</td></tr>
<tr><td>非涂布纸或艺术纹理纸</td><td>自然、高级</td><td>低</td><td>葡萄酒、香薰蜡烛、手工食品和手作商品</td></tr>
<tr><td>白色 BOPP（聚丙烯）</td><td>平滑，色彩鲜艳</td><td>高</td><td>饮料、酱料、化妆品、清洁用品</td></tr>
<tr><td>透明 BOPP</td><td>“无标签”般的通透感</td><td>高</td><td>玻璃瓶、透明罐，需要展示产品本身</td></tr>
<tr><td>银色或金属 BOPP</td><td>拉丝或镜面金属质感</td><td>高</td><td>高档烈酒、化妆品、电子产品</td></tr>
<tr><td>牛皮纸</td><td>棕色，质朴</td><td>低</td><td>咖啡、烘焙食品、天然环保品牌</td></tr>
</tbody>
</table>
<h2>背胶类型</h2>
<ul>
<li><strong>永久胶：</strong>标准选择，贴上后无法完整揭下。</li>
<li><strong>可移除胶：</strong>在一定时间内可干净揭下、不留残胶，适合价格标签和临时促销。</li>
<li><strong>冷冻级胶：</strong>在低温及冰冷潮湿的表面上仍能保持黏性，冷冻食品和冰桶场景必不可少。</li>
</ul>
<p>标签应在室温下贴在干净、干燥的表面上，背胶约需 24 小时达到最大黏合强度。</p>
<h2>表面保护</h2>
<p>光膜或哑膜会在印刷面上覆盖一层透明薄膜，防刮、防水、防油，并防止紫外线导致褪色。对于需要经常拿握、冷藏或放在浴室中的瓶装产品，BOPP 标签强烈建议覆膜。上光油则是一种更轻薄、更经济的涂层，适合干燥环境下的产品。</p>
<h2>透明标签与白墨</h2>
<p>CMYK 油墨是透明的，印在透明膜或金属膜上会显得很淡。因此我们会在需要不透明的区域下方先印一层白墨。请在文件中单独提供白墨图层，使用名为“White”的专色，数值为 100%。</p>
<h2>快速推荐</h2>
<ul>
<li>精酿啤酒或汽水：白色 BOPP、永久冷冻级背胶、覆光膜。</li>
<li>护肤品：透明或白色 BOPP，覆哑膜。</li>
<li>香薰蜡烛和果酱：纹理非涂布纸，或选牛皮纸营造质朴感。</li>
<li>物流标签：半光铜版纸，永久胶。</li>
</ul>`,
    },
  },
  {
    categories: ['paper'],
    title: {
      en: 'Vinyl vs. Paper Stickers: Which Should You Print?',
      zh: '乙烯基贴纸与纸质贴纸：该印哪一种？',
    },
    subheading: {
      en: 'Durability, cost and feel compared, plus the finishes that make stickers last.',
      zh: '耐用性、成本与手感全面对比，以及让贴纸更耐用的表面工艺。',
    },
    img: '/media/illustration/stickers.webp',
    publishedAt: '2025-09-11',
    content: {
      en: `<p>Stickers are one of the cheapest, most effective pieces of branding you can buy. Customers put them on laptops, water bottles and notebooks, and your logo travels everywhere they go. The first decision is the material: vinyl or paper.</p>
<h2>Vinyl stickers</h2>
<p>Vinyl is a flexible plastic film. It is waterproof, tear-resistant and stretches slightly around curves. With a protective laminate, outdoor-grade vinyl stickers resist sunlight and scratches for years.</p>
<ul>
<li><strong>Pros:</strong> waterproof, dishwasher-safe when laminated, durable outdoors, bendable.</li>
<li><strong>Cons:</strong> costs more than paper, cannot be written on easily, less natural feel.</li>
<li><strong>Use for:</strong> giveaway stickers, laptop and bottle stickers, car windows, outdoor equipment, merchandise.</li>
</ul>
<h2>Paper stickers</h2>
<p>Paper stickers are printed on a coated or uncoated paper face stock. They print crisp, bright colour and are economical in large quantities.</p>
<ul>
<li><strong>Pros:</strong> lower cost, easy to write on (uncoated), a natural look, easier to recycle.</li>
<li><strong>Cons:</strong> not waterproof, tear easily, fade outdoors.</li>
<li><strong>Use for:</strong> packaging seals, envelope stickers, product labels for dry goods, event and price stickers, sheets for planners and crafts.</li>
</ul>
<h2>Finishes</h2>
<ul>
<li><strong>Gloss laminate:</strong> bright colour and shine, the classic sticker look.</li>
<li><strong>Matte laminate:</strong> no glare, a premium and modern feel.</li>
<li><strong>Holographic or glitter vinyl:</strong> eye-catching effects for merch and fan products.</li>
<li><strong>Clear vinyl:</strong> shows the surface underneath; add white ink for solid areas.</li>
</ul>
<h2>Cut styles</h2>
<p><strong>Die-cut</strong> stickers are cut through the vinyl and backing into the shape of your design, so each one is a separate piece. <strong>Kiss-cut</strong> stickers are cut through only the vinyl, leaving a square or rectangular backing that is easier to peel and leaves room to print a message on the back. <strong>Sticker sheets</strong> put several kiss-cut designs on one page.</p>
<h2>The quick answer</h2>
<p>If the sticker will be handled, washed, taken outside or is meant to last, choose laminated vinyl. If it is used once, stays indoors or needs to be written on, paper saves money. Not sure? Order a small batch of each: stickers start at just 50 pieces.</p>`,
      zh: `<p>贴纸是性价比最高、效果最好的品牌宣传物料之一。顾客会把它贴在笔记本电脑、水杯和本子上，您的标志也就跟着他们走遍各地。要做的第一个决定，是选择材料：乙烯基还是纸质。</p>
<h2>乙烯基贴纸</h2>
<p>乙烯基（PVC）是一种柔韧的塑料薄膜，防水、抗撕裂，还能贴合曲面轻微拉伸。加上保护膜后，户外级乙烯基贴纸可以多年抵御日晒和刮擦。</p>
<ul>
<li><strong>优点：</strong>防水，覆膜后可进洗碗机，户外耐用，可弯曲。</li>
<li><strong>缺点：</strong>价格高于纸质，不便书写，质感不如纸张自然。</li>
<li><strong>适用：</strong>赠品贴纸、电脑和水杯贴纸、车窗、户外装备、周边商品。</li>
</ul>
<h2>纸质贴纸</h2>
<p>纸质贴纸印在涂布或非涂布的纸质面材上，色彩清晰明亮，大批量印刷时非常经济。</p>
<ul>
<li><strong>优点：</strong>成本更低，非涂布纸便于书写，外观自然，更易回收。</li>
<li><strong>缺点：</strong>不防水，易撕破，户外使用会褪色。</li>
<li><strong>适用：</strong>包装封口贴、信封贴、干货类产品标签、活动及价格贴纸、手账和手工用贴纸页。</li>
</ul>
<h2>表面工艺</h2>
<ul>
<li><strong>覆光膜：</strong>色彩鲜亮有光泽，经典的贴纸效果。</li>
<li><strong>覆哑膜：</strong>不反光，质感高级而现代。</li>
<li><strong>镭射或闪粉乙烯基：</strong>吸睛的特殊效果，适合周边和粉丝商品。</li>
<li><strong>透明乙烯基：</strong>可透出底下的表面；需要实色的区域请加印白墨。</li>
</ul>
<h2>切割方式</h2>
<p><strong>全断（模切）</strong>贴纸会连同底纸一起沿设计轮廓切透，每一张都是独立的。<strong>半断</strong>贴纸只切透贴纸面层，保留方形或矩形底纸，更容易揭开，底纸背面还能印上文字。<strong>贴纸页</strong>则是在一张纸上排列多个半断图案。</p>
<h2>一句话总结</h2>
<p>如果贴纸会经常被拿握、清洗、带到户外，或者需要长久保存，请选覆膜乙烯基；如果只用一次、放在室内或需要书写，纸质贴纸更省钱。还拿不准？两种各订一小批试试，贴纸 50 张起订。</p>`,
    },
  },
  {
    categories: ['design', 'finishing'],
    title: {
      en: 'Packaging Dielines 101: Designing a Box That Folds Right',
      zh: '包装刀版入门：设计一个能正确折叠的盒子',
    },
    subheading: {
      en: 'Cut lines, fold lines, glue flaps and bleed: how to read and use a box template.',
      zh: '裁切线、折线、糊口与出血：如何读懂并使用盒型模板。',
    },
    img: '/media/illustration/packaging.webp',
    publishedAt: '2025-09-30',
    content: {
      en: `<p>A dieline is the flat, unfolded outline of a box. It tells the cutting machine where to cut and crease, and it tells you where your artwork will end up once the box is folded. Getting it right is the difference between a logo centred on the lid and a logo wrapped around a corner.</p>
<h2>Reading a dieline</h2>
<ul>
<li><strong>Cut lines</strong> (usually solid) mark the outer edge and any windows or slots.</li>
<li><strong>Fold or crease lines</strong> (usually dashed) mark where the board will be folded.</li>
<li><strong>Bleed lines</strong> sit 0.125 in (3 mm) outside the cut lines; extend your background to them.</li>
<li><strong>Safe lines</strong> sit 0.125 in (3 mm) inside the cut and fold lines; keep text inside them.</li>
<li><strong>Glue areas</strong> are where panels are glued together. Leave them free of ink and coatings so the glue can bond.</li>
</ul>
<h2>Common box styles</h2>
<table>
<thead><tr><th>Style</th><th>Description</th><th>Typical use</th></tr></thead>
<tbody>
<tr><td>Reverse tuck end</td><td>Tuck flaps at top and bottom open in opposite directions</td><td>Cosmetics, supplements, small retail products</td></tr>
<tr><td>Straight tuck end</td><td>Both tuck flaps open from the same side</td><td>Gift boxes, products shown face-up</td></tr>
<tr><td>Auto-lock bottom</td><td>Bottom locks into place when the box is opened</td><td>Heavier items such as jars and bottles</td></tr>
<tr><td>Mailer box</td><td>One-piece corrugated box with a hinged lid</td><td>E-commerce shipping and subscription boxes</td></tr>
</tbody>
</table>
<h2>Measuring correctly</h2>
<p>Box sizes are given as <strong>length x width x depth</strong> of the <em>inside</em> of the box, where length is the longer side of the opening, width the shorter, and depth the distance from the opening to the bottom. Measure your product at its largest points and add about 0.0625-0.125 in (1.5-3 mm) of clearance on each dimension, more if you plan an insert.</p>
<h2>Design tips</h2>
<ul>
<li>Always start from the dieline we provide for your exact size and style; never resize a template for another size.</li>
<li>Place the dieline on its own locked layer in a spot colour, and design underneath it.</li>
<li>Remember orientation: text on the back panel and flaps may need to be rotated to read correctly when assembled.</li>
<li>Avoid placing fine text or thin borders across folds, where a small shift will be obvious.</li>
<li>Print your flat artwork at 100% on office paper, cut it out and fold it. This quick paper mock-up catches most mistakes.</li>
</ul>
<h2>Need a hand?</h2>
<p>Our packaging dieline design package places your artwork on the correct template and checks the structure before printing. For new structures and inserts, request a <a href="/quotes">custom quote</a>.</p>`,
      zh: `<p>刀版图是盒子展开后的平面轮廓。它告诉切割设备在哪里裁切、在哪里压痕，也告诉您盒子折好后设计稿会出现在什么位置。刀版做得对不对，决定了标志是端端正正地印在盒盖中央，还是被折到了拐角上。</p>
<h2>读懂刀版图</h2>
<ul>
<li><strong>裁切线</strong>（通常为实线）标示外轮廓以及开窗、插槽等位置。</li>
<li><strong>折线或压痕线</strong>（通常为虚线）标示纸板折叠的位置。</li>
<li><strong>出血线</strong>位于裁切线外 0.125 英寸（3 毫米），背景需延伸至此。</li>
<li><strong>安全线</strong>位于裁切线和折线内 0.125 英寸（3 毫米），文字应放在其内侧。</li>
<li><strong>糊口区</strong>是面板相互粘合的部位。请勿在此处印墨或上光，以免影响粘合。</li>
</ul>
<h2>常见盒型</h2>
<table>
<thead><tr><th>盒型</th><th>说明</th><th>常见用途</th></tr></thead>
<tbody>
<tr><td>反向插舌盒</td><td>上下插舌朝相反方向打开</td><td>化妆品、保健品、小型零售商品</td></tr>
<tr><td>同向插舌盒</td><td>上下插舌从同一侧打开</td><td>礼盒、需正面朝上展示的商品</td></tr>
<tr><td>扣底盒</td><td>打开盒身时底部自动扣合</td><td>罐子、瓶子等较重的商品</td></tr>
<tr><td>飞机盒</td><td>一体成型的瓦楞纸盒，带翻盖</td><td>电商发货和订阅礼盒</td></tr>
</tbody>
</table>
<h2>正确测量</h2>
<p>盒子尺寸以<strong>长 × 宽 × 深</strong>表示，均为盒子<em>内部</em>尺寸：长为开口较长的一边，宽为较短的一边，深为开口到盒底的距离。请测量产品最宽、最高处的尺寸，每个维度再加约 0.0625–0.125 英寸（1.5–3 毫米）的余量；如需放置内衬，余量还要更大。</p>
<h2>设计建议</h2>
<ul>
<li>务必使用我们为您的确切尺寸和盒型提供的刀版图，切勿把某个尺寸的模板缩放后用于另一个尺寸。</li>
<li>将刀版线放在单独锁定的图层中，使用专色，在其下方进行设计。</li>
<li>注意文字方向：背板和插舌上的文字可能需要旋转，组装后才能正向阅读。</li>
<li>不要让细小文字或细边框横跨折线，稍有偏移就会非常明显。</li>
<li>将平面设计稿按 100% 比例用办公纸打印出来，剪下并折叠。这个简单的纸模能发现大部分错误。</li>
</ul>
<h2>需要帮忙？</h2>
<p>我们的包装刀版设计套餐会把您的设计稿排入正确的模板，并在印刷前检查结构。如需全新盒型或内衬，请申请<a href="/quotes">定制报价</a>。</p>`,
    },
  },
  {
    categories: ['marketing'],
    title: {
      en: 'EDDM Direct Mail: Reach Every Home on a Route Without a Mailing List',
      zh: 'EDDM 直邮：无需邮寄名单，覆盖整条投递路线的每一户',
    },
    subheading: {
      en: 'How Every Door Direct Mail works, the size rules your mailer must meet, and tips for a better response.',
      zh: '“每户直邮”如何运作、邮件须符合的尺寸规定，以及提升回应率的技巧。',
    },
    img: '/media/illustration/marketing.webp',
    publishedAt: '2025-10-19',
    content: {
      en: `<p>Every Door Direct Mail (EDDM) is a service from the US Postal Service that lets you send printed mail to every address on selected carrier routes, without buying a mailing list or printing names and addresses. For local businesses such as restaurants, dentists, real estate agents, gyms and home-service companies, it is one of the simplest ways to reach a whole neighbourhood.</p>
<h2>How it works</h2>
<ol>
<li><strong>Pick your routes.</strong> Using the Postal Service's online route mapping tool, select the carrier routes around your business. You can see how many homes and businesses each route covers, plus general demographics such as age and household income.</li>
<li><strong>Print your mailers.</strong> Pieces must meet the flat-size requirements below and carry the correct EDDM indicia (the printed postage mark) in the top right corner.</li>
<li><strong>Bundle and deliver.</strong> Mailers are bundled in groups of 50 to 100 pieces, all facing the same way, with a facing slip on each bundle, and dropped off at the post office that serves the routes.</li>
</ol>
<h2>Size requirements</h2>
<p>EDDM pieces must qualify as "flats". A piece qualifies if it meets <strong>at least one</strong> of these: longer than 11.5 in, taller than 6.125 in, or thicker than 0.25 in. The maximum is 15 x 12 in and 0.75 in thick. Popular sizes include:</p>
<ul>
<li>6.25 x 9 in: the most economical option.</li>
<li>6.25 x 11 in: room for a photo and an offer.</li>
<li>8.5 x 11 in: a full-page flyer look.</li>
<li>9 x 12 in: maximum impact on the doormat.</li>
</ul>
<h2>Retail or business mailing?</h2>
<p>With <strong>EDDM Retail</strong>, you can mail up to 5,000 pieces per ZIP Code per day and pay postage at the post office counter, without a mailing permit. Larger campaigns use the business option through a mailing permit, often handled by a print and mail provider. Postage rates change from time to time, so check the current rate when planning your budget.</p>
<h2>Design tips that improve response</h2>
<ul>
<li>Lead with one clear offer, such as "Free teeth whitening with your first cleaning", in large type.</li>
<li>Use a strong, simple photo that reads from across the room.</li>
<li>Include a deadline to encourage people to act now.</li>
<li>Add a QR code and a short, memorable phone number to make responding easy, and use a unique code to track results.</li>
<li>Keep the address side clear: the indicia and a blank area for the postal endorsement must not be covered by artwork.</li>
</ul>
<p>Our EDDM postcard products are set up to the correct sizes and bundled for you. Use the templates on the product page, which include the indicia area, and you are ready to mail.</p>`,
      zh: `<p>“每户直邮”（Every Door Direct Mail，简称 EDDM）是美国邮政推出的一项服务，让您无需购买邮寄名单，也无需印上姓名和地址，就能把印刷品投递到所选投递路线上的每一个地址。对于餐厅、牙科诊所、房产经纪、健身房和上门服务公司等本地商家来说，这是覆盖整个社区最简单的方法之一。</p>
<h2>运作方式</h2>
<ol>
<li><strong>选择路线。</strong>通过美国邮政的在线路线地图工具，选择您店铺周边的投递路线。您可以看到每条路线覆盖的住户和商户数量，以及年龄、家庭收入等概况信息。</li>
<li><strong>印制邮件。</strong>邮件须符合下述大件邮件（flat）尺寸要求，并在右上角印上正确的 EDDM 邮资标志（indicia）。</li>
<li><strong>捆扎交寄。</strong>邮件按每捆 50 至 100 件捆扎，所有邮件朝向一致，每捆附上一张标识单，然后交到负责这些路线的邮局。</li>
</ol>
<h2>尺寸要求</h2>
<p>EDDM 邮件必须属于“大件邮件”。只要满足以下<strong>至少一项</strong>即可：长度超过 11.5 英寸、高度超过 6.125 英寸，或厚度超过 0.25 英寸。最大尺寸为 15 × 12 英寸，厚度 0.75 英寸。常用尺寸包括：</p>
<ul>
<li>6.25 × 9 英寸：最经济的选择。</li>
<li>6.25 × 11 英寸：可容纳一张照片和一则优惠信息。</li>
<li>8.5 × 11 英寸：呈现整页宣传单的效果。</li>
<li>9 × 12 英寸：放在门口最抢眼。</li>
</ul>
<h2>零售版还是商业版？</h2>
<p>使用 <strong>EDDM 零售版</strong>，每天每个邮政编码最多可寄 5,000 件，在邮局柜台支付邮资即可，无需邮寄许可证。规模更大的活动则需通过邮寄许可证使用商业版，通常由印刷邮寄服务商代为办理。邮资会不定期调整，规划预算时请查询当前费率。</p>
<h2>提升回应率的设计技巧</h2>
<ul>
<li>以一则清晰的优惠开场，例如“首次洁牙即送免费美白”，并使用大字号。</li>
<li>使用一张醒目、简洁、隔着房间也能看清的照片。</li>
<li>加上截止日期，促使人们立即行动。</li>
<li>放一个二维码和一个简短好记的电话号码，让回应更方便；使用专属优惠码追踪效果。</li>
<li>地址面保持干净：邮资标志及邮政背书所需的空白区域不得被设计元素覆盖。</li>
</ul>
<p>我们的 EDDM 明信片产品已按正确尺寸设置，并会替您完成捆扎。使用产品页面上的模板（已标出邮资标志区域）制作，就能直接交寄。</p>`,
    },
  },
  {
    categories: ['design', 'marketing'],
    title: {
      en: 'Menu Design Tips That Help Guests Order (and Spend) More',
      zh: '让客人更愿意点单（也更愿意消费）的菜单设计技巧',
    },
    subheading: {
      en: 'Layout, pricing, typography and paper choices for menus that work in a real dining room.',
      zh: '版式、标价、字体和纸张：打造在真实餐厅里好用的菜单。',
    },
    img: '/media/illustration/menus.webp',
    publishedAt: '2025-11-07',
    content: {
      en: `<p>Your menu is the one piece of marketing every guest reads from start to finish. A well-designed menu makes ordering easy, highlights your best dishes and quietly guides guests toward the items you most want to sell.</p>
<h2>Layout</h2>
<ul>
<li><strong>Group logically.</strong> Follow the order of a meal: starters, mains, sides, desserts, drinks. Use clear headings.</li>
<li><strong>Limit choices.</strong> Around five to seven items per section is easy to scan. Long lists slow down ordering and make guests less confident in their choice.</li>
<li><strong>Highlight your stars.</strong> Put signature or high-margin dishes at the top or bottom of each section, where attention naturally falls, and consider a subtle box or small icon to draw the eye to one or two of them.</li>
</ul>
<h2>Pricing</h2>
<ul>
<li>Leave out dollar signs: "18" feels less like a cost than "$18.00".</li>
<li>Avoid dotted leader lines running from dishes to prices. They invite guests to scan the price column and choose the cheapest option.</li>
<li>Place prices directly after the description, in the same font size as the text.</li>
</ul>
<h2>Descriptions</h2>
<p>Short, specific descriptions sell: "wood-fired half chicken, lemon and thyme, charred greens" is more appealing than "roast chicken". Mention sources you are proud of, and mark dietary options and common allergens with a simple, consistent key.</p>
<h2>Typography and readability</h2>
<ul>
<li>Use body text of at least 11-12 pt; many guests read menus in dim light or without their glasses.</li>
<li>Choose high contrast, such as dark text on a light background. Light grey text on cream paper disappears in candlelight.</li>
<li>Limit yourself to two typefaces: one for headings, one for descriptions.</li>
<li>For bilingual menus, keep English and Chinese names of each dish together, so guests do not have to cross-reference.</li>
</ul>
<h2>Size and paper</h2>
<table>
<thead><tr><th>Format</th><th>Good for</th></tr></thead>
<tbody>
<tr><td>8.5 x 11 in single sheet</td><td>Cafés, lunch and specials menus</td></tr>
<tr><td>8.5 x 14 in single sheet</td><td>Full menus without folding</td></tr>
<tr><td>11 x 17 in folded to 8.5 x 11</td><td>Four-page menus for full-service restaurants</td></tr>
<tr><td>4 x 9 in card</td><td>Dessert, cocktail and wine lists</td></tr>
</tbody>
</table>
<p>Menus get handled, splashed and wiped. Choose a heavy cover stock with gloss or matte lamination, or waterproof synthetic paper, for menus that stay on the table. For menus that change often, a lighter uncoated stock lets you reprint cheaply every few weeks.</p>`,
      zh: `<p>菜单是每位客人都会从头看到尾的唯一一件营销物料。设计得好的菜单能让点单轻松顺畅，突出招牌菜，并在不知不觉中引导客人选择您最想卖出的菜品。</p>
<h2>版式布局</h2>
<ul>
<li><strong>按逻辑分组。</strong>按照用餐顺序排列：前菜、主菜、配菜、甜点、饮品，并使用清晰的分类标题。</li>
<li><strong>控制数量。</strong>每个分类五到七道菜最便于浏览。列表过长会拖慢点单速度，也让客人对自己的选择缺乏信心。</li>
<li><strong>突出明星菜品。</strong>把招牌菜或高毛利菜品放在每个分类的开头或结尾，那里是视线自然停留的位置；也可以用一个低调的边框或小图标，让一两道菜更引人注目。</li>
</ul>
<h2>标价方式</h2>
<ul>
<li>省去货币符号：“18”比“$18.00”更不像一笔开销。</li>
<li>避免从菜名一路延伸到价格的虚线引导线，它会让客人顺着价格栏比较，然后挑最便宜的。</li>
<li>将价格直接放在菜品描述之后，字号与正文相同。</li>
</ul>
<h2>菜品描述</h2>
<p>简短而具体的描述更有吸引力：“柴火烤半只鸡，柠檬百里香，炙烤时蔬”远比“烤鸡”诱人。不妨提及您引以为傲的食材产地，并用简洁统一的图例标出饮食偏好选项和常见过敏原。</p>
<h2>字体与易读性</h2>
<ul>
<li>正文字号至少 11–12 pt；很多客人是在昏暗的灯光下、或者没戴眼镜时看菜单的。</li>
<li>选择高对比度的配色，例如浅色底配深色字。米色纸上的浅灰色文字，在烛光下几乎看不见。</li>
<li>字体最多用两种：一种用于标题，一种用于描述。</li>
<li>制作双语菜单时，请将每道菜的中英文名称放在一起，免得客人来回对照。</li>
</ul>
<h2>尺寸与纸张</h2>
<table>
<thead><tr><th>规格</th><th>适用场景</th></tr></thead>
<tbody>
<tr><td>8.5 × 11 英寸单页</td><td>咖啡馆、午市及特价菜单</td></tr>
<tr><td>8.5 × 14 英寸单页</td><td>无需折叠的完整菜单</td></tr>
<tr><td>11 × 17 英寸对折为 8.5 × 11 英寸</td><td>正餐餐厅的四页菜单</td></tr>
<tr><td>4 × 9 英寸卡片</td><td>甜品、鸡尾酒和酒水单</td></tr>
</tbody>
</table>
<p>菜单会被反复拿握、溅上汤汁、被擦拭。长期放在餐桌上的菜单，请选用厚卡纸加覆光膜或哑膜，或使用防水的合成纸。经常更换的菜单，则可以选用较轻的非涂布纸，每隔几周低成本重印一次。</p>`,
    },
  },
  {
    categories: ['marketing', 'design'],
    title: {
      en: 'QR Codes in Print: Size, Placement and Testing',
      zh: '印刷品上的二维码：尺寸、位置与测试',
    },
    subheading: {
      en: 'Make sure every printed QR code scans on the first try, and that you can measure the results.',
      zh: '确保每个印出来的二维码都能一扫即中，并且效果可追踪。',
    },
    img: '/media/illustration/marketing.webp',
    publishedAt: '2025-11-26',
    content: {
      en: `<p>QR codes connect print to everything online: menus, booking pages, product videos, reviews and contact details. But a code that will not scan is worse than no code at all. Follow these rules and your codes will work on the first try.</p>
<h2>Size</h2>
<ul>
<li>Print codes at least <strong>0.8 x 0.8 in (2 x 2 cm)</strong>. On business cards, 0.8-1 in is a good range.</li>
<li>For anything viewed from a distance, use the 10:1 rule: the scanning distance divided by 10 gives the minimum code size. A poster read from 5 ft (1.5 m) away needs a code about 6 in (15 cm) wide.</li>
<li>The longer the link inside a static code, the denser the pattern and the larger the code needs to be. Short links make smaller, cleaner codes.</li>
</ul>
<h2>Quiet zone and contrast</h2>
<ul>
<li>Leave a clear margin, called the quiet zone, of at least four modules (the small squares) around the code. Do not let text, images or borders intrude.</li>
<li>Print dark codes on light backgrounds. Black or a dark brand colour on white scans most reliably. Avoid light colours, and test carefully if you invert the code (light on dark), since some scanners struggle with it.</li>
<li>Keep codes away from folds, curved surfaces, textured papers and glossy spot UV, which can distort or reflect light.</li>
</ul>
<h2>Static or dynamic?</h2>
<p>A <strong>static</strong> code stores the link directly; it can never be changed. A <strong>dynamic</strong> code stores a short redirect link that you can update later and that records scan counts. For printed pieces with a long life, such as menus, packaging and signage, a dynamic code means you never have to reprint because a page moved.</p>
<h2>Make scanning worth it</h2>
<ul>
<li>Always add a call to action next to the code: "Scan to see today's menu" or "Scan for 10% off your first order".</li>
<li>Send people to a page designed for phones, not to your homepage.</li>
<li>Add campaign tags to the link so your analytics can tell which printed piece brought each visit.</li>
<li>Include a short, readable web address or phone number as a fallback for people who cannot scan.</li>
</ul>
<h2>Test before you print</h2>
<ol>
<li>Export the code as vector artwork (SVG, EPS or PDF), not a low-resolution screenshot.</li>
<li>Print a proof at 100% size on paper similar to your final stock.</li>
<li>Scan it with several phones, in normal room light, from the distance people will actually use.</li>
<li>Confirm the link opens the right page, and check it again a week before a big print run.</li>
</ol>
<p>If you logo-brand your code, choose a high error-correction level so up to about 30% of the pattern can be covered and it still scans, and test again afterwards.</p>`,
      zh: `<p>二维码把印刷品与线上的一切连接起来：菜单、预约页面、产品视频、评价和联系方式。但一个扫不出来的二维码，比没有二维码还糟糕。遵循以下规则，您的二维码就能一扫即中。</p>
<h2>尺寸</h2>
<ul>
<li>二维码印刷尺寸至少为 <strong>0.8 × 0.8 英寸（2 × 2 厘米）</strong>。名片上以 0.8–1 英寸为宜。</li>
<li>需要远距离扫描的场景，请遵循 10:1 原则：扫描距离除以 10，即为最小二维码尺寸。在 5 英尺（1.5 米）外观看的海报，二维码宽度应约为 6 英寸（15 厘米）。</li>
<li>静态码内嵌的链接越长，图案越密集，所需尺寸也越大。短链接能生成更小、更清晰的二维码。</li>
</ul>
<h2>静区与对比度</h2>
<ul>
<li>二维码四周需留出至少四个模块（小方块）宽的空白边距，即“静区”，不要让文字、图片或边框侵入。</li>
<li>在浅色背景上印深色二维码。白底黑码或白底深色品牌色码识别最可靠。避免使用浅色；如果采用反色（深底浅码），请仔细测试，因为部分扫码软件难以识别。</li>
<li>二维码应远离折线、曲面、纹理纸和高光局部 UV，这些都可能造成图案变形或反光。</li>
</ul>
<h2>静态码还是动态码？</h2>
<p><strong>静态码</strong>直接存储链接，生成后无法更改。<strong>动态码</strong>存储的是一个短跳转链接，日后可以修改目标，还能统计扫码次数。菜单、包装和标牌等使用周期较长的印刷品，使用动态码就不必因为网页地址变动而重印。</p>
<h2>让扫码物有所值</h2>
<ul>
<li>在二维码旁边写上行动号召，例如“扫码查看今日菜单”或“扫码领取首单九折优惠”。</li>
<li>把用户引导到专为手机设计的页面，而不是网站首页。</li>
<li>在链接中添加活动参数，以便数据分析能区分每次访问来自哪一件印刷品。</li>
<li>附上一个简短易读的网址或电话号码，供无法扫码的人使用。</li>
</ul>
<h2>印刷前先测试</h2>
<ol>
<li>以矢量格式（SVG、EPS 或 PDF）导出二维码，而不是使用低分辨率截图。</li>
<li>在与最终用纸相近的纸张上按 100% 尺寸打印样张。</li>
<li>在正常室内光线下，从实际使用的距离，用多部手机扫描测试。</li>
<li>确认链接打开的是正确页面；大批量印刷前一周，请再检查一次。</li>
</ol>
<p>如果要在二维码中间加入标志，请选择较高的纠错等级，这样即使约 30% 的图案被遮挡仍可识别；加入后务必重新测试。</p>`,
    },
  },
  {
    categories: ['paper'],
    title: {
      en: 'Eco-Friendly Printing: Papers, Inks and Smarter Choices',
      zh: '环保印刷：纸张、油墨与更明智的选择',
    },
    subheading: {
      en: 'Recycled content, certified forests, tree-free papers and the design decisions that matter most.',
      zh: '再生纤维、认证森林、非木浆纸，以及最关键的设计决策。',
    },
    img: '/media/illustration/sustainability.webp',
    publishedAt: '2025-12-15',
    content: {
      en: `<p>More customers expect brands to care about their environmental footprint, and print is a visible part of that story. The good news is that sustainable choices are easier and more affordable than ever, and they often look beautiful.</p>
<h2>Recycled paper</h2>
<p>Recycled papers are made partly or entirely from recovered fibre. Look for the <strong>post-consumer waste (PCW)</strong> percentage, which counts paper that was actually used and recycled by consumers, rather than factory offcuts. Stocks with 30%, 50% and 100% PCW are widely available. Modern recycled papers are bright and smooth enough for photos; some have visible flecks that give a natural look.</p>
<h2>Certified forest sources</h2>
<p>Virgin-fibre papers can still be a responsible choice when they come from forests managed under an independent certification scheme with chain-of-custody tracking. This ensures trees are replanted, biodiversity is protected and local communities are respected.</p>
<h2>Tree-free papers</h2>
<ul>
<li><strong>Cotton paper</strong> is made from cotton linters and textile offcuts, a by-product of the textile industry. It is soft, thick and very durable.</li>
<li><strong>Bagasse paper</strong> uses the fibre left over after sugarcane is pressed.</li>
<li><strong>Stone paper</strong> is made from mineral powder and resin; it is waterproof, but it is not recyclable with ordinary paper.</li>
</ul>
<h2>Inks and coatings</h2>
<p>Vegetable-based offset inks release fewer volatile organic compounds than traditional petroleum-based inks and make de-inking during recycling easier. Plastic lamination, glitter and heavy metallic foils can make paper harder to recycle; an aqueous (water-based) coating offers light protection without a plastic film.</p>
<h2>Design for less waste</h2>
<p>Often the biggest environmental gains come from decisions made before printing:</p>
<ul>
<li><strong>Order what you need.</strong> Reprinting 250 cards when your details change is better than throwing away 1,000.</li>
<li><strong>Use standard sizes.</strong> Standard formats fit efficiently on press sheets, creating fewer offcuts.</li>
<li><strong>Choose the right weight.</strong> A 100 lb text flyer uses far less fibre than a heavy cover stock and may be all you need.</li>
<li><strong>Right-size packaging.</strong> A box that fits the product needs less filler and costs less to ship.</li>
<li><strong>Design for a longer life.</strong> Avoid putting dates or prices on materials that could otherwise be used for years.</li>
</ul>
<h2>Tell the story</h2>
<p>If you choose recycled stock, say so with a small line of text on the piece, such as "Printed on 100% post-consumer recycled paper". Customers notice, and it reinforces your brand's values every time they hold your print.</p>`,
      zh: `<p>越来越多的顾客希望品牌关注自身的环境足迹，而印刷品正是这个故事中看得见的一部分。好消息是，可持续的选择比以往任何时候都更容易、更实惠，而且往往十分美观。</p>
<h2>再生纸</h2>
<p>再生纸部分或全部由回收纤维制成。请留意<strong>消费后再生纤维（PCW）</strong>的比例，它统计的是消费者实际使用后回收的纸张，而不是工厂的边角料。含 30%、50% 和 100% PCW 的纸张都很容易买到。如今的再生纸洁白平滑，足以印刷照片；有些纸张带有可见的纤维斑点，呈现自然质感。</p>
<h2>经认证的森林来源</h2>
<p>原生纤维纸张如果来自经独立认证体系管理、并具备产销监管链追溯的森林，同样是负责任的选择。这类认证确保林木得到补种、生物多样性得到保护，当地社区的权益也受到尊重。</p>
<h2>非木浆纸</h2>
<ul>
<li><strong>棉浆纸</strong>由棉短绒和纺织边角料制成，是纺织业的副产品，柔软厚实，非常耐用。</li>
<li><strong>蔗渣纸</strong>利用甘蔗榨汁后剩余的纤维制成。</li>
<li><strong>石头纸</strong>由矿物粉末和树脂制成，防水性好，但无法与普通纸张一起回收。</li>
</ul>
<h2>油墨与涂层</h2>
<p>与传统石油基油墨相比，植物油基胶印油墨释放的挥发性有机物更少，回收时也更容易脱墨。塑料覆膜、闪粉和大面积金属烫箔会增加纸张回收的难度；水性光油则能在不使用塑料膜的情况下提供轻度保护。</p>
<h2>从设计上减少浪费</h2>
<p>很多时候，最大的环保收益来自印刷之前的决定：</p>
<ul>
<li><strong>按需订购。</strong>信息变更时重印 250 张名片，好过扔掉 1,000 张。</li>
<li><strong>使用标准尺寸。</strong>标准规格能高效排满印刷大纸，产生的边角料更少。</li>
<li><strong>选择合适的克重。</strong>100 磅文本纸印制的宣传单，用纤维远少于厚卡纸，而且可能已经完全够用。</li>
<li><strong>包装尺寸合身。</strong>贴合产品的盒子需要的填充物更少，运费也更低。</li>
<li><strong>让印刷品用得更久。</strong>原本可以用上好几年的物料，就不要印上日期或价格。</li>
</ul>
<h2>讲好您的环保故事</h2>
<p>如果您选用了再生纸，不妨在印刷品上加一行小字说明，例如“本品采用 100% 消费后再生纸印制”。顾客会注意到，而且每次拿起您的印刷品，都会加深对品牌价值观的印象。</p>`,
    },
  },
  {
    categories: ['color'],
    title: {
      en: 'Proofing 101: Soft Proofs, Hard Proofs and What to Check',
      zh: '校样入门：电子校样、实物打样与检查要点',
    },
    subheading: {
      en: 'The last chance to catch a mistake is the proof. Here is how to review it like a professional.',
      zh: '校样是发现错误的最后机会。教您像专业人士一样审校。',
    },
    img: '/media/illustration/quality.webp',
    publishedAt: '2026-01-03',
    content: {
      en: `<p>A proof is a preview of exactly what will be printed. Approving it is the moment your design becomes a production job, so it pays to review it carefully. Most reprints we see were caused by something that was visible on the proof.</p>
<h2>Types of proof</h2>
<table>
<thead><tr><th>Proof</th><th>What it is</th><th>Good for</th></tr></thead>
<tbody>
<tr><td>Soft proof (PDF)</td><td>A digital file showing your artwork with trim, bleed and safe zone guides</td><td>Checking content, layout and positioning; free and fast</td></tr>
<tr><td>Hard-copy proof</td><td>A physical sample printed on your chosen stock and shipped to you</td><td>Colour-critical work, new papers or finishes, large runs</td></tr>
<tr><td>Press proof</td><td>Sheets pulled from the actual press setup before the full run</td><td>High-value offset jobs and spot colour matching</td></tr>
</tbody>
</table>
<h2>What a soft proof can and cannot show</h2>
<p>A PDF proof accurately shows text, layout, cropping and the position of every element. It cannot show true colour, because your screen displays light rather than ink, and it cannot show paper texture, thickness or finishes such as foil. For those, use a hard-copy proof or our sample pack.</p>
<h2>Proof checklist</h2>
<ol>
<li><strong>Read every word</strong>, slowly and ideally out loud. Then have a second person read it too.</li>
<li><strong>Check the numbers</strong>: phone numbers, prices, dates, times, addresses and postal codes. Dial the phone number and type the web address.</li>
<li><strong>Check names and titles</strong>, including spelling and capitalisation.</li>
<li><strong>Look at the edges</strong>: is all text inside the safe zone, and does the background reach the bleed line?</li>
<li><strong>Check images</strong> for correct cropping and for any that look pixelated at 100% zoom.</li>
<li><strong>Confirm front and back</strong>, orientation, and that the back is the right way up when flipped.</li>
<li><strong>Check finishing layers</strong>: foil, spot UV and cut lines are where you expect.</li>
<li><strong>Match the order</strong>: size, quantity, paper and finish are what you intended.</li>
</ol>
<h2>Tips for a better review</h2>
<ul>
<li>Step away and come back later; fresh eyes find mistakes.</li>
<li>Print the PDF at 100% size on an office printer to judge text size and readability.</li>
<li>Read the proof in a different order, such as bottom to top, to stop your brain filling in what it expects.</li>
</ul>
<h2>Approving</h2>
<p>When you approve a proof, you confirm that its content is correct, and production starts. Approve before 12:00 PM Pacific Time for same-day production start. If you need a change, reply with a clear list of corrections; we send a revised proof, usually within a few business hours.</p>`,
      zh: `<p>校样是对最终印刷效果的完整预览。确认校样的那一刻，您的设计就正式转入生产，因此值得仔细审核。我们见过的大多数重印，起因都是校样上本就看得见的问题。</p>
<h2>校样类型</h2>
<table>
<thead><tr><th>校样</th><th>说明</th><th>适用场景</th></tr></thead>
<tbody>
<tr><td>电子校样（PDF）</td><td>带有裁切线、出血和安全区参考线的数字文件</td><td>检查内容、版式和位置；免费且快速</td></tr>
<tr><td>实物打样</td><td>用您选定的纸张印制并寄给您的实物样品</td><td>对颜色要求严格的订单、新纸张或新工艺、大批量订单</td></tr>
<tr><td>上机打样</td><td>在正式印刷前，用实际印刷机设置印出的样张</td><td>高价值胶印订单和专色匹配</td></tr>
</tbody>
</table>
<h2>电子校样能看什么、不能看什么</h2>
<p>PDF 校样能准确显示文字、版式、裁切以及每个元素的位置。但它无法呈现真实的颜色，因为屏幕显示的是光而不是油墨；也无法呈现纸张的纹理、厚度或烫金等工艺效果。这些请通过实物打样或我们的样品包来确认。</p>
<h2>校样检查清单</h2>
<ol>
<li><strong>逐字阅读</strong>，放慢速度，最好大声读出来，然后再请另一个人读一遍。</li>
<li><strong>核对数字</strong>：电话号码、价格、日期、时间、地址和邮政编码。拨一下电话，输一下网址。</li>
<li><strong>核对姓名和职位</strong>，包括拼写和大小写。</li>
<li><strong>检查边缘</strong>：所有文字是否都在安全区内，背景是否铺到出血线？</li>
<li><strong>检查图片</strong>：裁切是否正确，以 100% 比例查看时是否有像素化。</li>
<li><strong>确认正反面</strong>及方向，翻面后背面是否是正的。</li>
<li><strong>检查工艺图层</strong>：烫金、局部 UV 和刀线是否都在预期位置。</li>
<li><strong>核对订单</strong>：尺寸、数量、纸张和工艺是否符合您的预期。</li>
</ol>
<h2>提升审校质量的小技巧</h2>
<ul>
<li>暂时离开一会儿再回来看，新鲜的眼光更容易发现错误。</li>
<li>用办公打印机按 100% 比例打印 PDF，判断字号和易读性。</li>
<li>换个顺序阅读校样，例如从下往上读，避免大脑自动“脑补”出预期的内容。</li>
</ul>
<h2>确认校样</h2>
<p>确认校样即表示您认可其内容无误，订单随即开始生产。在太平洋时间中午 12:00 前确认，当天即可开工。如需修改，请回复一份清晰的修改清单，我们通常会在几个工作小时内发来修订后的校样。</p>`,
    },
  },
  {
    categories: ['design'],
    title: {
      en: 'Typography for Print: Sizes, Spacing and Readability',
      zh: '印刷字体排印：字号、间距与易读性',
    },
    subheading: {
      en: 'What looks fine on a bright monitor can be hard to read on paper. Rules for type that prints well.',
      zh: '在明亮显示器上看着没问题的字，印在纸上可能很难读。让文字印得漂亮的几条规则。',
    },
    img: '/media/illustration/typography.webp',
    publishedAt: '2026-01-22',
    content: {
      en: `<p>On screen, you can zoom in. On paper, text is exactly as big as you made it. Good print typography is less about picking a trendy font and more about size, weight, contrast and spacing.</p>
<h2>Minimum sizes</h2>
<table>
<thead><tr><th>Use</th><th>Recommended size</th></tr></thead>
<tbody>
<tr><td>Body text on flyers and brochures</td><td>9-11 pt</td></tr>
<tr><td>Contact details on business cards</td><td>7.5-9 pt</td></tr>
<tr><td>Legal text and fine print</td><td>6 pt minimum</td></tr>
<tr><td>Menus</td><td>11-12 pt</td></tr>
<tr><td>Headlines on posters seen from 10 ft (3 m)</td><td>At least 1 in (2.5 cm) tall capitals</td></tr>
</tbody>
</table>
<p>Fonts with a large x-height (tall lowercase letters) read well at small sizes; fonts with small x-heights may need a point or two more.</p>
<h2>Weight and contrast</h2>
<ul>
<li>Very thin ("hairline" or "light") weights can break up below about 10 pt, especially on uncoated paper where ink spreads.</li>
<li>White text reversed out of a dark background looks thinner than it is and can fill in. Use a regular or medium weight and at least 8 pt.</li>
<li>Avoid light grey text on white, or coloured text on a similar-value background. If you have to squint on screen, it will be worse on paper.</li>
</ul>
<h2>Spacing</h2>
<ul>
<li><strong>Leading</strong> (line spacing) of about 120-145% of the font size keeps paragraphs comfortable.</li>
<li><strong>Line length</strong> of about 45-75 characters per line is easiest to read; use columns on wide pages.</li>
<li><strong>Tracking</strong>: add a little letter-spacing to text set in all capitals, and avoid tightening body text.</li>
<li><strong>Kerning</strong>: check large headlines and logos for awkward gaps between letter pairs such as "AV" or "To".</li>
</ul>
<h2>Hierarchy</h2>
<p>Readers scan before they read. Create a clear order with size, weight and colour: one dominant headline, one level of subheadings and body text. Two typefaces, a display face and a text face, are enough for almost any printed piece.</p>
<h2>Chinese and bilingual text</h2>
<ul>
<li>Chinese characters are denser than Latin letters. Keep Chinese body text at least 8 pt and use slightly more generous line spacing, around 150-170%.</li>
<li>Pair Chinese and Latin fonts with similar stroke weight and visual size; Latin text may need to be scaled up slightly to look balanced.</li>
<li>Use full-width Chinese punctuation in Chinese text and half-width punctuation in English text.</li>
</ul>
<h2>Before you export</h2>
<p>Avoid faux bold and faux italic; use the real bold and italic fonts. Set small text in 100% black, not rich black. Then convert text to outlines or embed all fonts in your PDF, so your careful choices reach the press exactly as designed.</p>`,
      zh: `<p>在屏幕上您可以随意放大，可印在纸上，文字就是您设定的那么大。好的印刷字体排印，与其说是挑一款流行字体，不如说是把握好字号、字重、对比度和间距。</p>
<h2>最小字号</h2>
<table>
<thead><tr><th>用途</th><th>建议字号</th></tr></thead>
<tbody>
<tr><td>宣传单和折页正文</td><td>9–11 pt</td></tr>
<tr><td>名片上的联系方式</td><td>7.5–9 pt</td></tr>
<tr><td>法律声明和小字说明</td><td>不小于 6 pt</td></tr>
<tr><td>菜单</td><td>11–12 pt</td></tr>
<tr><td>在 10 英尺（3 米）外观看的海报标题</td><td>大写字母高度至少 1 英寸（2.5 厘米）</td></tr>
</tbody>
</table>
<p>x 字高较大（小写字母较高）的字体在小字号下依然易读；x 字高较小的字体可能需要再放大一两个点。</p>
<h2>字重与对比度</h2>
<ul>
<li>极细（hairline 或 light）字重在约 10 pt 以下可能断笔，在油墨易扩散的非涂布纸上尤其如此。</li>
<li>深色背景上的反白文字看起来比实际更细，而且容易被糊住。请使用常规或中等字重，字号不小于 8 pt。</li>
<li>避免白底浅灰字，或在明度相近的背景上使用彩色文字。如果在屏幕上都得眯眼看，印到纸上只会更糟。</li>
</ul>
<h2>间距</h2>
<ul>
<li><strong>行距</strong>约为字号的 120%–145%，段落读起来更舒适。</li>
<li><strong>行长</strong>每行约 45–75 个字符最易阅读；版面较宽时请分栏。</li>
<li><strong>字距</strong>：全大写文字可略微加大字距，正文则不要压紧。</li>
<li><strong>字偶间距</strong>：检查大标题和标志中“AV”“To”等字母组合之间是否有别扭的空隙。</li>
</ul>
<h2>层级</h2>
<p>读者总是先扫视、再阅读。用字号、字重和颜色建立清晰的层级：一个主标题、一级副标题，再加正文。两种字体，即一款标题字体和一款正文字体，几乎足以应付任何印刷品。</p>
<h2>中文及双语排版</h2>
<ul>
<li>汉字比拉丁字母笔画更密。中文正文字号请不小于 8 pt，行距也要更宽松一些，约为 150%–170%。</li>
<li>中西文字体搭配时，应选择笔画粗细和视觉大小相近的字体；西文可能需要略微放大，才能与中文协调。</li>
<li>中文内容使用全角标点，英文内容使用半角标点。</li>
</ul>
<h2>导出之前</h2>
<p>不要使用软件模拟的“伪粗体”和“伪斜体”，请使用字体本身的粗体和斜体。小字请设为 100% 单色黑，而非四色黑。最后将文字转曲，或在 PDF 中嵌入全部字体，确保您精心的排版原样送上印刷机。</p>`,
    },
  },
  {
    categories: ['finishing'],
    title: {
      en: 'Gloss, Matte or Soft-Touch? Choosing a Lamination',
      zh: '光膜、哑膜还是触感膜？如何选择覆膜工艺',
    },
    subheading: {
      en: 'How lamination and coatings protect your print, and how each one changes colour and feel.',
      zh: '覆膜与上光如何保护印刷品，以及它们各自如何改变颜色和手感。',
    },
    img: '/media/illustration/finish.webp',
    publishedAt: '2026-02-10',
    content: {
      en: `<p>Lamination is a thin plastic film bonded to the surface of a printed sheet. It protects against scuffs, moisture and fingerprints, makes thin stocks feel more substantial, and changes how colours look. Coatings do a similar job with a liquid layer instead of a film.</p>
<h2>Lamination options</h2>
<table>
<thead><tr><th>Finish</th><th>Look and feel</th><th>Best for</th></tr></thead>
<tbody>
<tr><td>Gloss lamination</td><td>High shine, deep saturated colours, very wipeable</td><td>Photo-heavy flyers, menus, presentation folders, postcards</td></tr>
<tr><td>Matte lamination</td><td>No glare, smooth, slightly softened colours</td><td>Business cards, brochures, book covers, minimalist designs</td></tr>
<tr><td>Soft-touch lamination</td><td>Velvety, suede-like feel; muted, elegant colour</td><td>Premium business cards, luxury packaging, invitations</td></tr>
</tbody>
</table>
<h2>Coatings</h2>
<ul>
<li><strong>Aqueous coating:</strong> a water-based layer applied on press. It adds light scuff resistance and a gloss or satin sheen while keeping the sheet easy to recycle.</li>
<li><strong>UV coating:</strong> a thicker, high-gloss liquid cured with ultraviolet light. It gives strong shine and protection, and can be applied to selected areas as spot UV.</li>
<li><strong>Varnish:</strong> an ink-like clear layer, often used on labels and in offset printing.</li>
</ul>
<h2>How finishes affect colour</h2>
<p>Gloss lamination makes dark colours look deeper and photos more vivid. Matte and soft-touch lamination scatter light, so colours appear slightly lighter and less saturated, and very dark areas may look a little grey. If colour is critical, ask for a hard-copy proof with the finish applied.</p>
<h2>Practical considerations</h2>
<ul>
<li><strong>Writing:</strong> ballpoint pens struggle on all laminates. Most pens write on matte; almost nothing writes on gloss. If people need to write on the piece, laminate only one side.</li>
<li><strong>Folding:</strong> lamination helps prevent cracking along folds on heavy stocks with dark ink coverage.</li>
<li><strong>Durability:</strong> menus and tabletop cards last much longer with a thicker laminate on both sides.</li>
<li><strong>Fingerprints:</strong> soft-touch shows skin oils on very dark designs; consider matte for all-black cards that will be handled constantly.</li>
<li><strong>Recycling:</strong> laminated paper is harder to recycle. For eco-focused brands, an aqueous coating may be enough.</li>
</ul>
<h2>Combining finishes</h2>
<p>Matte or soft-touch lamination is the perfect base for spot UV and foil stamping: the contrast between the soft, dull surface and the shiny detail is what makes these effects stand out.</p>`,
      zh: `<p>覆膜是在印刷品表面压合一层薄薄的塑料膜。它能防刮、防潮、防指纹，让较薄的纸张手感更厚实，也会改变颜色的观感。上光则是用一层液体涂层来实现类似的效果。</p>
<h2>覆膜选择</h2>
<table>
<thead><tr><th>工艺</th><th>外观与手感</th><th>适用场景</th></tr></thead>
<tbody>
<tr><td>光膜</td><td>高光泽，色彩浓郁饱满，非常耐擦拭</td><td>以照片为主的宣传单、菜单、文件夹、明信片</td></tr>
<tr><td>哑膜</td><td>不反光，顺滑，色彩略显柔和</td><td>名片、折页、书籍封面、极简风格设计</td></tr>
<tr><td>触感膜</td><td>天鹅绒般的绒面手感，色彩沉稳雅致</td><td>高档名片、奢华包装、请柬</td></tr>
</tbody>
</table>
<h2>上光涂层</h2>
<ul>
<li><strong>水性光油：</strong>在印刷机上直接涂布的水基涂层，提供轻度的耐磨性和光亮或缎面光泽，同时纸张依然便于回收。</li>
<li><strong>UV 光油：</strong>较厚的高光液体涂层，经紫外线固化。光泽强、保护性好，也可以只涂在指定区域，即局部 UV。</li>
<li><strong>光油（清漆）：</strong>一种类似油墨的透明涂层，常用于标签和胶印。</li>
</ul>
<h2>表面工艺如何影响颜色</h2>
<p>光膜让深色更深邃，照片更鲜艳。哑膜和触感膜会使光线漫反射，颜色看起来略浅、饱和度略低，大面积深色可能微微发灰。如果颜色至关重要，请申请带有覆膜效果的实物打样。</p>
<h2>实用考量</h2>
<ul>
<li><strong>书写：</strong>圆珠笔在任何覆膜上都不太好写。大多数笔能在哑膜上书写，光膜上则几乎无法书写。如果需要在印刷品上写字，请只覆单面。</li>
<li><strong>折叠：</strong>对于墨量大的深色厚卡纸，覆膜有助于防止折线处爆色开裂。</li>
<li><strong>耐用性：</strong>菜单和桌卡采用较厚的双面覆膜，使用寿命会大大延长。</li>
<li><strong>指纹：</strong>触感膜在深色设计上容易显出手上的油脂；需要频繁拿握的全黑名片，可以考虑改用哑膜。</li>
<li><strong>回收：</strong>覆膜纸张较难回收。对注重环保的品牌而言，水性光油可能就已足够。</li>
</ul>
<h2>工艺组合</h2>
<p>哑膜或触感膜是搭配局部 UV 和烫金的理想底面：柔和哑光的表面与闪亮细节之间的对比，正是这些工艺脱颖而出的关键。</p>`,
    },
  },
  {
    categories: ['color'],
    title: {
      en: 'Pantone Spot Colours vs. CMYK Process: When Each Makes Sense',
      zh: 'Pantone 专色与 CMYK 四色：各自适用的场合',
    },
    subheading: {
      en: 'How brand colours are reproduced in print, and when a spot ink is worth the extra cost.',
      zh: '品牌色在印刷中如何还原，以及什么时候值得为专色油墨多付成本。',
    },
    img: '/media/illustration/color.webp',
    publishedAt: '2026-03-01',
    content: {
      en: `<p>Your brand guide probably lists a Pantone number next to each colour. But most printed products are made with just four process inks. How do the two fit together, and when should you insist on a true spot colour?</p>
<h2>Process colour (CMYK)</h2>
<p>Process printing builds every colour from tiny dots of cyan, magenta, yellow and black. It can reproduce photographs and thousands of colours in a single pass, which makes it ideal for full-colour work. The limitation is its gamut: some colours, especially bright oranges, vivid greens, rich blues, fluorescents and metallics, fall outside what four inks can mix.</p>
<h2>Spot colour</h2>
<p>A spot colour is a pre-mixed ink made to a specific formula, like house paint mixed to a colour chip. The Pantone Matching System gives each of these formulas a number, so a designer in Oakland and a printer in another country can refer to the same colour. Because the ink is mixed in advance, spot colours are flat, consistent and can include colours CMYK cannot reach.</p>
<h2>Coated and uncoated versions</h2>
<p>Each Pantone colour has a "C" version for coated paper and a "U" version for uncoated paper. They use the same ink, but it looks different on each surface: on uncoated paper the ink soaks in and appears softer and darker. Specify the version that matches the stock you are printing on.</p>
<h2>Choosing between them</h2>
<table>
<thead><tr><th>Choose CMYK when</th><th>Choose a spot colour when</th></tr></thead>
<tbody>
<tr><td>Your design contains photographs or many colours</td><td>Your design uses one to three flat brand colours</td></tr>
<tr><td>You need short runs quickly</td><td>Exact, repeatable brand colour matters most</td></tr>
<tr><td>Budget is the priority</td><td>Your colour is outside the CMYK gamut, or metallic or fluorescent</td></tr>
</tbody>
</table>
<h2>How we handle Pantone colours</h2>
<p>For digital and most four-colour products, we convert Pantone references to their closest CMYK values. Many colours match very closely; others, such as bright orange and reflex blue, will be noticeably different. For selected offset products, we can print one or more true spot inks. Request a <a href="/quotes">custom quote</a> and include your Pantone references.</p>
<h2>Tips for consistent brand colour</h2>
<ul>
<li>Check your Pantone colour in a current printed swatch guide; swatch books fade over time and screens cannot show spot colours accurately.</li>
<li>Ask your designer for an official CMYK "build" of each brand colour, tested on paper, and use it in every file.</li>
<li>Name spot swatches exactly as the Pantone reference if you want them printed as spot inks; otherwise convert them to CMYK before exporting.</li>
</ul>`,
      zh: `<p>您的品牌手册里，每种颜色旁边可能都标着一个 Pantone 色号。但大多数印刷品只用四种印刷油墨制作。两者如何衔接？什么时候又应该坚持使用真正的专色？</p>
<h2>四色印刷（CMYK）</h2>
<p>四色印刷用青、品红、黄、黑的细小网点组合出每一种颜色，一次印刷就能再现照片和成千上万种颜色，非常适合全彩作品。它的局限在于色域：部分颜色，尤其是亮橙、鲜绿、浓郁的蓝色、荧光色和金属色，超出了四色油墨能调出的范围。</p>
<h2>专色</h2>
<p>专色是按特定配方预先调配好的油墨，就像按色卡调出的墙面涂料。Pantone 配色系统为每个配方编了号，让奥克兰的设计师和另一个国家的印刷厂能准确指代同一种颜色。由于油墨事先调好，专色色块平实、稳定，还能呈现 CMYK 无法达到的颜色。</p>
<h2>涂布版与非涂布版</h2>
<p>每个 Pantone 颜色都有用于涂布纸的“C”版本和用于非涂布纸的“U”版本。两者使用同一种油墨，但在不同纸面上效果不同：在非涂布纸上油墨会渗入纸中，显得更柔和、更深。请根据实际用纸标注对应的版本。</p>
<h2>如何选择</h2>
<table>
<thead><tr><th>以下情况选择 CMYK</th><th>以下情况选择专色</th></tr></thead>
<tbody>
<tr><td>设计中包含照片或大量颜色</td><td>设计只使用一到三种平涂品牌色</td></tr>
<tr><td>需要快速完成小批量印刷</td><td>准确、可重复的品牌色最为重要</td></tr>
<tr><td>预算优先</td><td>颜色超出 CMYK 色域，或是金属色、荧光色</td></tr>
</tbody>
</table>
<h2>我们如何处理 Pantone 颜色</h2>
<p>对于数码印刷和大多数四色印刷产品，我们会将 Pantone 色号转换为最接近的 CMYK 数值。许多颜色可以非常接近，但也有一些，比如亮橙色和反射蓝，会有明显差别。部分胶印产品可以使用一种或多种真正的专色油墨印刷，请申请<a href="/quotes">定制报价</a>并注明您的 Pantone 色号。</p>
<h2>保持品牌色一致的建议</h2>
<ul>
<li>请对照最新的印刷版色卡确认 Pantone 颜色；色卡会随时间褪色，屏幕也无法准确显示专色。</li>
<li>请设计师为每个品牌色确定一组经过纸面实测的官方 CMYK 配比，并在所有文件中统一使用。</li>
<li>如需以专色油墨印刷，请将专色色板准确命名为对应的 Pantone 色号；否则请在导出前将其转换为 CMYK。</li>
</ul>`,
    },
  },
  {
    categories: ['finishing'],
    title: {
      en: 'Offset vs. Digital Printing: What Is the Difference?',
      zh: '胶印与数码印刷：区别在哪里？',
    },
    subheading: {
      en: 'Two technologies, different strengths. How the quantity you order decides which press prints your job.',
      zh: '两种技术，各有所长。您订购的数量如何决定由哪台印刷机来印。',
    },
    img: '/media/illustration/print-process.webp',
    publishedAt: '2026-03-20',
    content: {
      en: `<p>Most commercial printing today is done on one of two kinds of press: offset lithography or digital. Both can produce excellent results. The right choice depends mainly on quantity, turnaround and special requirements such as spot colours or personalised data.</p>
<h2>How offset printing works</h2>
<p>Offset printing transfers ink from metal plates, one for each colour, onto a rubber blanket and then onto paper. Making plates and getting the press up to colour takes time and materials, but once it is running, an offset press prints thousands of sheets an hour at a very low cost per sheet.</p>
<ul>
<li><strong>Strengths:</strong> lowest cost on large runs, true Pantone spot inks, the widest choice of papers including very thick and textured stocks, and excellent consistency across a long run.</li>
<li><strong>Limitations:</strong> setup costs make small quantities expensive, and setup adds time.</li>
</ul>
<h2>How digital printing works</h2>
<p>Digital presses print directly from the file using toner or inkjet, with no plates. Every sheet can be different, and the first sheet costs no more than the thousandth.</p>
<ul>
<li><strong>Strengths:</strong> affordable short runs, fast turnaround, variable data such as names, numbers or personalised QR codes, and easy versioning.</li>
<li><strong>Limitations:</strong> spot colours are simulated with process colour, some very heavy or textured papers are not suitable, and the cost per piece stays flat as quantities grow.</li>
</ul>
<h2>Which one prints your order?</h2>
<table>
<thead><tr><th>Situation</th><th>Usually printed on</th></tr></thead>
<tbody>
<tr><td>50-500 business cards or flyers</td><td>Digital</td></tr>
<tr><td>1,000 or more of a single design</td><td>Offset</td></tr>
<tr><td>Personalised names or numbering</td><td>Digital</td></tr>
<tr><td>A true Pantone spot colour</td><td>Offset</td></tr>
<tr><td>Rush, next-day production</td><td>Digital</td></tr>
</tbody>
</table>
<p>At Inkfold Print, our production system routes each order to the press that gives the best balance of quality, cost and speed for the options you chose, so you do not need to decide. It is one reason our unit price falls sharply at higher quantities.</p>
<h2>A note on colour consistency</h2>
<p>Offset and digital presses are both calibrated to the same colour standards, but there can be a small visible difference between them. If you reorder a much larger or smaller quantity, your job may move to a different press. For colour-critical reorders, mention the previous order number and we will match it as closely as possible.</p>`,
      zh: `<p>如今绝大多数商业印刷都是在两类印刷机上完成的：胶印机或数码印刷机。两者都能印出出色的效果，该选哪一种，主要取决于数量、交期，以及专色或个性化数据等特殊需求。</p>
<h2>胶印如何运作</h2>
<p>胶印（平版胶印）先将油墨从金属印版（每种颜色一块）转印到橡皮布上，再转印到纸上。制版和调墨需要耗费时间和材料，但机器一旦运转起来，每小时可印数千张，单张成本非常低。</p>
<ul>
<li><strong>优势：</strong>大批量成本最低，可使用真正的 Pantone 专色油墨，纸张选择最广（包括极厚和有纹理的纸），长版印刷中颜色一致性极佳。</li>
<li><strong>局限：</strong>开机成本让小批量变得昂贵，准备工作也会增加时间。</li>
</ul>
<h2>数码印刷如何运作</h2>
<p>数码印刷机使用碳粉或喷墨直接根据文件印刷，无需制版。每一张都可以不同，印第一张的成本与印第一千张一样。</p>
<ul>
<li><strong>优势：</strong>小批量价格实惠、交期快，支持姓名、编号或个性化二维码等可变数据，轻松实现多版本。</li>
<li><strong>局限：</strong>专色需要用四色模拟，部分极厚或纹理很深的纸张不适用，而且单件成本不会随数量增加而下降。</li>
</ul>
<h2>您的订单由哪种印刷机完成？</h2>
<table>
<thead><tr><th>情形</th><th>通常采用</th></tr></thead>
<tbody>
<tr><td>50–500 张名片或宣传单</td><td>数码印刷</td></tr>
<tr><td>同一设计 1,000 张以上</td><td>胶印</td></tr>
<tr><td>个性化姓名或编号</td><td>数码印刷</td></tr>
<tr><td>真正的 Pantone 专色</td><td>胶印</td></tr>
<tr><td>次日加急生产</td><td>数码印刷</td></tr>
</tbody>
</table>
<p>在墨折印刷，生产系统会根据您所选的规格，把每笔订单分配给在品质、成本和速度之间最平衡的印刷机，您无需自己操心。这也是我们的单价在数量增加时大幅下降的原因之一。</p>
<h2>关于颜色一致性</h2>
<p>胶印机和数码印刷机都按照相同的色彩标准校准，但两者之间仍可能存在肉眼可见的细微差异。如果返单数量比上次多很多或少很多，订单可能会换到另一种印刷机上生产。对于颜色要求严格的返单，请注明上一次的订单号，我们会尽可能与之保持一致。</p>`,
    },
  },
];
