import type { SeedBlogPost } from '../types.ts';

/** Printing-knowledge posts, part 1 of 3 (paper weights, colour basics, file preparation, finishes). */
export const blogPosts1: SeedBlogPost[] = [
  {
    categories: ['paper'],
    title: {
      en: 'GSM vs. Pounds: How Paper Weight Really Works',
      zh: '克重与磅数：读懂纸张重量的两套标准',
    },
    subheading: {
      en: 'Why 80 lb cover is heavier than 100 lb text, and how to convert any paper weight to GSM.',
      zh: '为什么 80 磅卡纸比 100 磅文本纸更厚？教您把任何纸张重量换算成克重。',
    },
    img: '/media/illustration/paper.webp',
    publishedAt: '2025-01-08',
    content: {
      en: `<p>Paper weight is one of the most confusing parts of ordering print, especially when you compare a US printer's "100 lb gloss" with a supplier elsewhere who lists "300 gsm". Here is how the two systems work and how to convert between them.</p>
<h2>GSM: one number for every paper</h2>
<p>GSM (grams per square metre, also written g/m²) is the weight of a single sheet measuring one metre by one metre. Because the sheet size never changes, GSM lets you compare any two papers directly: 300 gsm is always heavier than 250 gsm, whatever the type of paper.</p>
<h2>Pounds: it depends on the basis size</h2>
<p>The US basis weight system gives the weight of 500 sheets (a ream) of paper cut to its "basis size", and the basis size is different for each category of paper:</p>
<table>
<thead><tr><th>Category</th><th>Basis sheet size</th><th>Example</th></tr></thead>
<tbody>
<tr><td>Bond</td><td>17 x 22 in</td><td>20 lb bond = 75 gsm (everyday copy paper)</td></tr>
<tr><td>Text</td><td>25 x 38 in</td><td>100 lb text = 148 gsm</td></tr>
<tr><td>Cover</td><td>20 x 26 in</td><td>100 lb cover = 270 gsm</td></tr>
</tbody>
</table>
<p>This is why 80 lb cover is much heavier than 100 lb text: a ream of cover paper is made of smaller sheets, so the same number of pounds means a denser, thicker paper.</p>
<h2>Quick conversions</h2>
<ul>
<li>Text weight: lb x 1.48 = gsm</li>
<li>Cover weight: lb x 2.708 = gsm</li>
<li>Bond weight: lb x 3.76 = gsm</li>
</ul>
<h2>What about points?</h2>
<p>Card stocks are also described by thickness in points (pt), where 1 pt equals 0.001 inch. A 14 pt card is about 0.014 in (0.36 mm) thick and a 16 pt card about 0.016 in (0.41 mm). Thickness and weight are related but not the same thing: an uncoated cotton stock feels bulkier than a coated stock of identical weight.</p>
<h2>Which weight for which job?</h2>
<ul>
<li><strong>Letterheads and forms:</strong> 70-80 lb text (104-118 gsm).</li>
<li><strong>Flyers:</strong> 100 lb text (148 gsm) for handouts; 80 lb cover (216 gsm) for a sturdier feel.</li>
<li><strong>Brochures:</strong> 100 lb text (148 gsm) folds cleanly without cracking.</li>
<li><strong>Postcards and business cards:</strong> 14 pt (roughly 300-350 gsm) or 16 pt (roughly 350-400 gsm).</li>
<li><strong>Premium cards:</strong> 32 pt duplexed stocks, around 700 gsm and up.</li>
</ul>
<p>When in doubt, order a sample pack. Weight is far easier to judge in your hand than on a specification sheet.</p>`,
      zh: `<p>纸张重量是印刷下单时最让人困惑的地方之一，尤其是当美国印刷厂写着“100 lb 铜版纸”，而别处的供应商标注“300 gsm”时。下面来看看这两套标准各自如何计算，又该如何互相换算。</p>
<h2>克重：一个数字比较所有纸张</h2>
<p>克重（gsm，即克每平方米，也写作 g/m²）指的是一张一米乘一米的纸的重量。由于面积始终不变，克重可以直接比较任意两种纸：无论纸张种类如何，300 克的纸一定比 250 克的重。</p>
<h2>磅数：取决于基准尺寸</h2>
<p>美国的基重（basis weight）体系，是指 500 张（一令）按“基准尺寸”裁切的纸的总重量，而每一类纸张的基准尺寸各不相同：</p>
<table>
<thead><tr><th>类别</th><th>基准尺寸</th><th>示例</th></tr></thead>
<tbody>
<tr><td>Bond（书写纸）</td><td>17 × 22 英寸</td><td>20 lb bond = 75 克（日常复印纸）</td></tr>
<tr><td>Text（文本纸）</td><td>25 × 38 英寸</td><td>100 lb text = 148 克</td></tr>
<tr><td>Cover（卡纸）</td><td>20 × 26 英寸</td><td>100 lb cover = 270 克</td></tr>
</tbody>
</table>
<p>这就是为什么 80 磅卡纸比 100 磅文本纸重得多：卡纸的一令由更小的纸张组成，同样的磅数意味着纸张更致密、更厚实。</p>
<h2>快速换算</h2>
<ul>
<li>文本纸：磅数 × 1.48 = 克重</li>
<li>卡纸：磅数 × 2.708 = 克重</li>
<li>书写纸：磅数 × 3.76 = 克重</li>
</ul>
<h2>那“点”（pt）又是什么？</h2>
<p>卡纸也常以厚度“点”（pt）来描述，1 pt 等于 0.001 英寸。14 pt 的卡纸约厚 0.014 英寸（0.36 毫米），16 pt 约厚 0.016 英寸（0.41 毫米）。厚度和重量相关，但并不等同：同样克重下，非涂布的棉浆纸摸起来比涂布纸更蓬松厚实。</p>
<h2>不同用途该选多重的纸？</h2>
<ul>
<li><strong>信纸和表格：</strong>70–80 磅文本纸（104–118 克）。</li>
<li><strong>宣传单：</strong>派发用选 100 磅文本纸（148 克）；想要更挺括，选 80 磅卡纸（216 克）。</li>
<li><strong>折页：</strong>100 磅文本纸（148 克）折叠平整，不易爆线。</li>
<li><strong>明信片和名片：</strong>14 pt（约 300–350 克）或 16 pt（约 350–400 克）。</li>
<li><strong>高端名片：</strong>32 pt 对裱卡纸，约 700 克以上。</li>
</ul>
<p>拿不准的时候，不妨订一份样品包。纸张的分量，拿在手里感受远比看参数表直观。</p>`,
    },
  },
  {
    categories: ['paper'],
    title: {
      en: 'Coated vs. Uncoated Paper: Which One Should You Choose?',
      zh: '涂布纸与非涂布纸：该选哪一种？',
    },
    subheading: {
      en: 'How a thin mineral coating changes colour, texture and how your print is used.',
      zh: '一层薄薄的矿物涂层，如何改变颜色、手感和印刷品的用途。',
    },
    img: '/media/illustration/paper.webp',
    publishedAt: '2025-01-27',
    content: {
      en: `<p>Almost every paper we print on falls into one of two families: coated or uncoated. The difference is a thin layer of clay or other minerals applied to the surface during manufacturing, and it affects everything from colour to whether you can write on the finished piece.</p>
<h2>Coated paper</h2>
<p>The coating fills the gaps between paper fibres, creating a smooth, sealed surface. Ink sits on top instead of soaking in, so dots stay sharp and colours look bright and saturated. Coated papers come in three main finishes:</p>
<ul>
<li><strong>Gloss:</strong> shiny and reflective, with the most vivid colour. Great for photos and bold graphics.</li>
<li><strong>Silk or satin:</strong> a soft sheen between gloss and matte, easy to read under bright light.</li>
<li><strong>Matte:</strong> smooth with very little shine, giving a modern, understated look.</li>
</ul>
<p>Choose coated paper for flyers, postcards, catalogues, product labels and anything with photography.</p>
<h2>Uncoated paper</h2>
<p>Uncoated paper has an open, slightly textured surface that absorbs ink. Colours look softer and a little darker, and fine photographic detail is less crisp because ink spreads into the fibres. In return, uncoated paper feels natural and warm, and it is easy to write, stamp or sign on.</p>
<p>Choose uncoated paper for letterheads, envelopes, notepads, appointment cards, forms and brands with a handmade or eco-conscious look.</p>
<h2>Side by side</h2>
<table>
<thead><tr><th></th><th>Coated</th><th>Uncoated</th></tr></thead>
<tbody>
<tr><td>Colour</td><td>Bright, saturated</td><td>Soft, muted</td></tr>
<tr><td>Feel</td><td>Smooth, sleek</td><td>Natural, textured</td></tr>
<tr><td>Writable</td><td>Difficult on gloss; possible on matte</td><td>Yes, with any pen</td></tr>
<tr><td>Best for</td><td>Photos, marketing</td><td>Stationery, forms, natural brands</td></tr>
</tbody>
</table>
<h2>Design tips</h2>
<ul>
<li>Designing for uncoated stock? Increase contrast slightly and avoid very large dark solids, which can look uneven.</li>
<li>When choosing Pantone colours, use the "C" (coated) or "U" (uncoated) swatch that matches your paper. The same number looks different on each.</li>
<li>Need writability and vivid colour? A matte coated stock is a good compromise; test your pen on a sample first.</li>
</ul>`,
      zh: `<p>我们印刷所用的纸张，几乎都可以归入两大类：涂布纸和非涂布纸。两者的区别在于造纸时是否在表面涂上一层薄薄的白土或其他矿物涂层，而这一层会影响从颜色表现到能否在成品上书写的方方面面。</p>
<h2>涂布纸</h2>
<p>涂层填满了纸张纤维之间的空隙，形成光滑、封闭的表面。油墨停留在表面而不会渗入纸中，网点锐利，色彩明亮饱满。涂布纸主要有三种表面效果：</p>
<ul>
<li><strong>光面（铜版纸）：</strong>光亮反光，色彩最为鲜艳，适合照片和醒目的图形。</li>
<li><strong>丝绒面：</strong>介于光面和哑面之间的柔和光泽，强光下也便于阅读。</li>
<li><strong>哑面：</strong>平滑而几乎不反光，呈现现代、低调的质感。</li>
</ul>
<p>宣传单、明信片、产品目录、商品标签，以及任何含有摄影图片的印刷品，都适合选用涂布纸。</p>
<h2>非涂布纸</h2>
<p>非涂布纸（常称胶版纸、道林纸）表面开放，略带纹理，会吸收油墨。印出的颜色更柔和、略偏深，而且油墨会渗入纤维，照片的细节不如涂布纸清晰。但相应地，非涂布纸手感自然温润，便于书写、盖章和签名。</p>
<p>信纸、信封、便签本、预约卡、表格，以及追求手作感或环保风格的品牌，都适合选用非涂布纸。</p>
<h2>对比一览</h2>
<table>
<thead><tr><th></th><th>涂布纸</th><th>非涂布纸</th></tr></thead>
<tbody>
<tr><td>颜色</td><td>明亮、饱满</td><td>柔和、内敛</td></tr>
<tr><td>手感</td><td>顺滑、细腻</td><td>自然、有纹理</td></tr>
<tr><td>可书写性</td><td>光面难以书写，哑面尚可</td><td>可以，任何笔都行</td></tr>
<tr><td>适用场景</td><td>照片、营销物料</td><td>办公文具、表格、自然风品牌</td></tr>
</tbody>
</table>
<h2>设计建议</h2>
<ul>
<li>为非涂布纸做设计时，可适当提高对比度，并避免过大面积的深色实地，否则容易显得不均匀。</li>
<li>选择 Pantone 颜色时，请根据纸张选用对应的“C”（涂布）或“U”（非涂布）色卡；同一个色号在两种纸上效果并不相同。</li>
<li>既想能书写、又想要鲜艳色彩？哑面涂布纸是不错的折中方案，建议先在样品上试试您常用的笔。</li>
</ul>`,
    },
  },
  {
    categories: ['color', 'design'],
    title: {
      en: 'CMYK vs. RGB: Why Your Print Colours Look Different',
      zh: 'CMYK 与 RGB：为什么印出来的颜色不一样',
    },
    subheading: {
      en: 'Screens mix light and presses mix ink. Here is what that means for your design files.',
      zh: '屏幕混合的是光，印刷机混合的是油墨。这对您的设计文件意味着什么？',
    },
    img: '/media/illustration/color.webp',
    publishedAt: '2025-02-14',
    content: {
      en: `<p>You have chosen the perfect shade of blue on screen, but the printed flyer looks a little flat. The cause is almost always the difference between RGB and CMYK, the two colour models used by screens and printing presses.</p>
<h2>RGB: colour made of light</h2>
<p>Phones, monitors and cameras create colour by mixing red, green and blue light. Combine all three at full strength and you get white. This is called <em>additive</em> colour, and because screens emit their own light, they can display extremely bright, glowing colours.</p>
<h2>CMYK: colour made of ink</h2>
<p>Presses print tiny dots of cyan, magenta, yellow and black ink on paper. Each ink absorbs part of the light reflected from the paper, so adding more ink makes colours darker. This is called <em>subtractive</em> colour. The black ink (K, for "key") adds depth and crisp text that the other three cannot produce on their own.</p>
<h2>The gamut gap</h2>
<p>The range of colours a system can produce is its <em>gamut</em>. RGB's gamut is larger than CMYK's, especially in bright blues, greens, oranges and purples. When an RGB file is converted for print, colours outside the CMYK gamut are moved to the nearest printable colour. A pure RGB blue (0, 0, 255), for example, often prints noticeably more purple.</p>
<h2>How to avoid surprises</h2>
<ol>
<li><strong>Start in CMYK.</strong> Set your document colour mode to CMYK before you begin, so the colours you choose are ones a press can print.</li>
<li><strong>Convert photos deliberately.</strong> If your photos are RGB, convert them yourself and check the result, adjusting brightness or saturation where needed.</li>
<li><strong>Use soft proofing.</strong> Most professional design programs can simulate print colours on screen. Turn it on while you work.</li>
<li><strong>Keep black text simple.</strong> Set small text to 0% C, 0% M, 0% Y, 100% K, not an RGB black that converts to a four-colour mix.</li>
<li><strong>Record your brand colours.</strong> Keep separate CMYK values for print and RGB or hex values for the web, rather than converting each time.</li>
</ol>
<h2>Does RGB ever make sense?</h2>
<p>Keep RGB versions of your artwork for websites, social media and presentations, where screens are the final destination. For anything printed, CMYK is the language the press speaks. If you do upload an RGB file, we convert it with a standard profile, but you will get the most predictable result by converting and checking it yourself.</p>`,
      zh: `<p>您在屏幕上选好了一抹完美的蓝色，可印出来的宣传单却显得有点发闷。原因几乎总是 RGB 与 CMYK 的差异，也就是屏幕和印刷机所使用的两种不同色彩模式。</p>
<h2>RGB：由光构成的颜色</h2>
<p>手机、显示器和相机通过混合红、绿、蓝三色光来呈现颜色，三者全开即为白色。这叫作“加色法”。由于屏幕自身发光，它能显示极为明亮、仿佛会发光的颜色。</p>
<h2>CMYK：由油墨构成的颜色</h2>
<p>印刷机在纸上印出青、品红、黄、黑四色油墨的细小网点。每种油墨都会吸收纸面反射光的一部分，所以油墨叠得越多，颜色越暗。这叫作“减色法”。黑墨（K，即“key”）能增加层次，并印出其他三色无法单独实现的锐利文字。</p>
<h2>色域的差距</h2>
<p>一种色彩模式所能呈现的颜色范围称为“色域”。RGB 的色域比 CMYK 更大，在亮蓝、亮绿、橙色和紫色上尤为明显。RGB 文件转换为印刷色时，超出 CMYK 色域的颜色会被替换为最接近的可印刷颜色。例如纯 RGB 蓝（0, 0, 255）印出来往往明显偏紫。</p>
<h2>如何避免意外</h2>
<ol>
<li><strong>从 CMYK 开始。</strong>动手设计前就把文档色彩模式设为 CMYK，这样您选的每一种颜色都是印刷机能印出来的。</li>
<li><strong>有意识地转换照片。</strong>如果照片是 RGB 模式，请自己动手转换并检查效果，必要时调整亮度或饱和度。</li>
<li><strong>使用软打样。</strong>大多数专业设计软件都能在屏幕上模拟印刷效果，设计时请开启这一功能。</li>
<li><strong>黑色文字保持简单。</strong>小字请设为 C0 M0 Y0 K100，不要使用 RGB 黑色，否则会被转换成四色混合黑。</li>
<li><strong>记录品牌色数值。</strong>为印刷和网页分别保存 CMYK 数值和 RGB 或十六进制色值，而不是每次临时转换。</li>
</ol>
<h2>什么时候该用 RGB？</h2>
<p>网站、社交媒体和演示文稿最终都在屏幕上呈现，请为它们保留 RGB 版本的设计稿。而凡是要印刷的内容，CMYK 才是印刷机听得懂的语言。如果您上传的是 RGB 文件，我们会用标准色彩配置文件进行转换，但要获得最可预期的效果，最好还是由您自己转换并检查。</p>`,
    },
  },
  {
    categories: ['color'],
    title: {
      en: 'Rich Black: How to Print a Deep, Even Black',
      zh: '四色黑：如何印出深邃均匀的黑色',
    },
    subheading: {
      en: 'Why 100% black can look grey, the rich black recipes printers use, and where not to use them.',
      zh: '为什么 100% 黑看起来发灰？印刷厂常用的四色黑配方，以及它不该用在哪里。',
    },
    img: '/media/illustration/color.webp',
    publishedAt: '2025-03-05',
    content: {
      en: `<p>Print a large area using black ink alone and you may be disappointed: it often looks like a very dark grey, especially next to a photo with deep shadows. The fix printers use is called <strong>rich black</strong>.</p>
<h2>What is rich black?</h2>
<p>Rich black is 100% black ink with some cyan, magenta and yellow printed underneath. The extra layers absorb more light and fill the tiny gaps in the black ink, producing a deeper, more even black. Plain 100% K is often called "flat black" or "standard black".</p>
<h2>Recommended recipes</h2>
<table>
<thead><tr><th>Type</th><th>CMYK values</th><th>Look</th></tr></thead>
<tbody>
<tr><td>Neutral rich black</td><td>C60 M40 Y40 K100</td><td>Deep, balanced; our default recommendation</td></tr>
<tr><td>Cool rich black</td><td>C60 M0 Y0 K100</td><td>Slightly blue, crisp and modern</td></tr>
<tr><td>Warm rich black</td><td>C0 M60 Y30 K100</td><td>Slightly red, warm and soft</td></tr>
</tbody>
</table>
<h2>Avoid "registration black"</h2>
<p>Some design programs offer a swatch called registration, which is 100% of all four inks, or 400% total coverage. It is meant for crop marks only. On paper, that much ink dries slowly, can smudge or transfer onto the back of the next sheet, and may crack when folded. Keep total ink coverage under 300% on coated paper and under about 260% on uncoated paper.</p>
<h2>Where not to use rich black</h2>
<ul>
<li><strong>Small text:</strong> body copy under about 12 pt and fine lines should be 100% K only. If the four inks are even a hair out of register, the edges of small rich-black letters show coloured fringes.</li>
<li><strong>Thin reversed text:</strong> white text knocked out of a rich-black area can fill in slightly. Use a bolder weight, or set the background to 100% K behind small text.</li>
<li><strong>Black next to black:</strong> do not mix flat black and rich black in neighbouring areas; the difference will be visible.</li>
</ul>
<h2>Check what your screen hides</h2>
<p>Many programs display 100% K and rich black identically on screen. Before exporting, click on each black element and read its values in the colour panel, or use your software's separations preview to see which inks are printing where.</p>
<p>Used correctly, rich black gives backgrounds, bold headlines and business card backs a depth that plain black cannot match.</p>`,
      zh: `<p>如果只用黑墨印一大片黑色，结果可能会让您失望：它常常看起来像很深的灰色，旁边若有阴影浓重的照片就更明显。印刷厂的解决办法叫作<strong>四色黑</strong>（又称“丰富黑”）。</p>
<h2>什么是四色黑？</h2>
<p>四色黑是在 100% 黑墨下方再叠印一定比例的青、品红和黄。额外的墨层吸收更多光线，并填补黑墨中的细微空隙，从而呈现更深、更均匀的黑色。单纯的 100% K 通常称为“单色黑”或“标准黑”。</p>
<h2>推荐配方</h2>
<table>
<thead><tr><th>类型</th><th>CMYK 数值</th><th>效果</th></tr></thead>
<tbody>
<tr><td>中性四色黑</td><td>C60 M40 Y40 K100</td><td>深沉均衡，我们的默认推荐</td></tr>
<tr><td>冷调四色黑</td><td>C60 M0 Y0 K100</td><td>略微偏蓝，清爽现代</td></tr>
<tr><td>暖调四色黑</td><td>C0 M60 Y30 K100</td><td>略微偏红，温暖柔和</td></tr>
</tbody>
</table>
<h2>避免使用“套版黑”</h2>
<p>部分设计软件提供一种名为“套版色”（registration）的色板，四色均为 100%，总墨量高达 400%。它只应用于裁切标记。印在纸上时，这么多油墨干燥缓慢，容易蹭脏或粘到下一张纸的背面，折叠时还可能爆裂。涂布纸的总墨量请控制在 300% 以内，非涂布纸约在 260% 以内。</p>
<h2>不宜使用四色黑的地方</h2>
<ul>
<li><strong>小字：</strong>约 12 pt 以下的正文和细线应只用 100% K。四色只要有一丝套印偏差，小号四色黑文字的边缘就会出现彩色毛边。</li>
<li><strong>细小的反白文字：</strong>在四色黑底上反白的文字，笔画可能被轻微糊住。请改用更粗的字重，或将小字后方的底色设为 100% K。</li>
<li><strong>黑色挨着黑色：</strong>不要在相邻区域混用单色黑和四色黑，两者的差别会很明显。</li>
</ul>
<h2>留意屏幕不会告诉您的事</h2>
<p>很多软件在屏幕上会把 100% K 和四色黑显示得一模一样。导出前，请逐一点选黑色元素，在颜色面板中查看数值，或使用软件的分色预览功能，检查每个区域分别印了哪些油墨。</p>
<p>用对地方，四色黑能让背景、粗体标题和名片背面呈现单色黑无法企及的深度。</p>`,
    },
  },
  {
    categories: ['design'],
    title: {
      en: 'Bleed, Trim and Safe Zone Explained',
      zh: '一文读懂出血、裁切线与安全区',
    },
    subheading: {
      en: 'Three invisible lines that decide whether your print has clean edges or a cut-off phone number.',
      zh: '三条看不见的线，决定了您的印刷品是边缘整洁，还是电话号码被裁掉一半。',
    },
    img: '/media/illustration/file-prep.webp',
    publishedAt: '2025-03-24',
    content: {
      en: `<p>Printed pieces are not printed at their finished size. They are printed on larger sheets and cut down in stacks by a guillotine or die. Because no cutting process is perfect to the thousandth of an inch, every print file needs three guides: the trim line, the bleed and the safe zone.</p>
<h2>Trim line</h2>
<p>The trim line is the finished size of your product, where the blade is aimed. For a standard US business card, that is 3.5 x 2 in. In our templates it is shown as a solid or dashed line.</p>
<h2>Bleed</h2>
<p>Bleed is the part of your design that extends past the trim line and is cut away. If your background colour or photo touches the edge of the finished piece, it must continue <strong>0.125 in (3 mm)</strong> beyond the trim on every side. If the cut shifts slightly, the blade still falls inside your artwork, not on white paper.</p>
<p>For a 3.5 x 2 in business card, the file with bleed is 3.75 x 2.25 in. For an 8.5 x 11 in flyer, it is 8.75 x 11.25 in.</p>
<h2>Safe zone</h2>
<p>The safe zone is an inner margin, at least <strong>0.125 in (3 mm)</strong> inside the trim line, where all text, logos and important details should stay. Anything between the safe line and the trim line risks being cut too close or cut off altogether. Many designers prefer a more generous 0.1875-0.25 in (5-6 mm) margin because it simply looks better.</p>
<h2>Common mistakes</h2>
<ul>
<li><strong>Extending the canvas but not the artwork:</strong> making the document larger is not enough; the background must actually stretch into the bleed area.</li>
<li><strong>Thin borders near the edge:</strong> a frame 0.0625 in (1.5 mm) from the trim will look uneven if the cut moves by even a fraction. Keep borders at least 0.25 in (6 mm) inside, or let them bleed off.</li>
<li><strong>Crop marks inside the file:</strong> export without printer's marks unless we ask for them; marks inside the bleed can end up on the finished piece.</li>
<li><strong>Forgetting folds:</strong> on brochures and greeting cards, treat each fold like a trim line and keep text away from it.</li>
</ul>
<h2>How to set it up</h2>
<p>In most layout programs, you enter the finished size as the page size and 0.125 in (3 mm) in the bleed settings; the software then shows a red guide where the background must reach. When exporting to PDF, choose "use document bleed settings". The easiest route of all is to download the template for your product: the guides are already in place.</p>`,
      zh: `<p>印刷品并不是按成品尺寸直接印出来的。它们先印在更大的纸张上，再用切纸机或模切刀整叠裁切。由于任何裁切都不可能精确到千分之一英寸，每一份印刷文件都需要三条参考线：裁切线、出血线和安全线。</p>
<h2>裁切线</h2>
<p>裁切线就是产品的成品尺寸，也是刀口瞄准的位置。以美国标准名片为例，成品尺寸为 3.5 × 2 英寸。在我们的模板中，裁切线以实线或虚线表示。</p>
<h2>出血</h2>
<p>出血是设计中超出裁切线、最终会被裁掉的部分。如果背景色或照片延伸到成品边缘，就必须在四边各超出裁切线 <strong>0.125 英寸（3 毫米）</strong>。这样即使刀口略有偏移，落刀处仍在画面内，而不会切到白纸上。</p>
<p>3.5 × 2 英寸名片加出血后的文件尺寸为 3.75 × 2.25 英寸；8.5 × 11 英寸宣传单则为 8.75 × 11.25 英寸。</p>
<h2>安全区</h2>
<p>安全区是裁切线以内至少 <strong>0.125 英寸（3 毫米）</strong>的内边距，所有文字、标志和重要细节都应放在其中。位于安全线与裁切线之间的内容，可能被裁得过于贴边，甚至被整个切掉。许多设计师更喜欢留出 0.1875–0.25 英寸（5–6 毫米）的宽松边距，因为这样看起来也更舒服。</p>
<h2>常见错误</h2>
<ul>
<li><strong>只扩大画布，不延伸画面：</strong>仅仅把文档尺寸放大是不够的，背景必须真正铺满出血区域。</li>
<li><strong>贴近边缘的细边框：</strong>距裁切线仅 0.0625 英寸（1.5 毫米）的边框，只要刀口稍有偏移就会显得宽窄不一。请让边框距边缘至少 0.25 英寸（6 毫米），或者直接做成出血。</li>
<li><strong>文件中带有裁切标记：</strong>除非我们提出要求，否则导出时请不要添加印刷标记；出血区内的标记可能会留在成品上。</li>
<li><strong>忽略折线：</strong>制作折页和贺卡时，要把每条折线当作裁切线对待，文字远离折线。</li>
</ul>
<h2>如何设置</h2>
<p>在大多数排版软件中，将成品尺寸设为页面尺寸，再在出血设置中填入 0.125 英寸（3 毫米），软件就会显示一条红色参考线，提示背景需要铺到的位置。导出 PDF 时，选择“使用文档出血设置”即可。最省事的办法是直接下载对应产品的模板，所有参考线都已设置妥当。</p>`,
    },
  },
  {
    categories: ['design'],
    title: {
      en: 'DPI and Resolution: Will My Image Print Sharp?',
      zh: 'DPI 与分辨率：我的图片印出来清晰吗？',
    },
    subheading: {
      en: 'A simple formula to check any photo, and why enlarging a small image never adds detail.',
      zh: '一个简单公式帮您检查任何照片，以及为什么放大小图永远无法增加细节。',
    },
    img: '/media/illustration/file-prep.webp',
    publishedAt: '2025-04-12',
    content: {
      en: `<p>A logo that looks crisp on your website can print as a blurry, jagged mess. The reason is resolution: screens need far fewer pixels than paper to look sharp.</p>
<h2>DPI, PPI and what they mean</h2>
<p>Strictly speaking, PPI (pixels per inch) describes a digital image and DPI (dots per inch) describes a printer's output, but in everyday use both terms mean the same thing: how many pixels of your image will be packed into each inch of paper. For commercial printing, the standard is <strong>300 dpi at the final printed size</strong>.</p>
<h2>The formula</h2>
<p>Pixels needed = printed size in inches x 300.</p>
<ul>
<li>A 3.5 x 2 in business card needs 1,050 x 600 pixels (plus bleed).</li>
<li>A 4 x 6 in postcard needs 1,200 x 1,800 pixels.</li>
<li>A full-bleed 8.5 x 11 in flyer needs about 2,625 x 3,375 pixels including bleed.</li>
</ul>
<p>To check a photo, divide its pixel width by the inches it will fill. An image 1,500 pixels wide placed 10 in wide is only 150 dpi: acceptable for a poster seen from a distance, but soft on a flyer.</p>
<h2>Effective resolution</h2>
<p>When you scale an image inside a layout program, its effective resolution changes. A 300 dpi photo enlarged to 200% becomes 150 dpi; reduced to 50%, it becomes 600 dpi. Most layout programs show effective resolution in their links or info panel. That is the number that matters.</p>
<h2>Upscaling does not add detail</h2>
<p>Changing a 72 dpi image to 300 dpi in an image editor, or enlarging it with resampling, makes the file bigger but cannot invent detail that was never captured. The result is usually blurry or oddly smooth. Go back to the original photo or ask the photographer for a full-size file instead.</p>
<h2>Vector artwork: the better choice for logos and text</h2>
<p>Logos, icons and text should be vector artwork, built from mathematical paths rather than pixels. Vectors print razor-sharp at any size, from a label to a banner. If you only have your logo as a small PNG or JPG, ask your designer for the original vector file, or our <a href="/designService">design team</a> can redraw it.</p>
<h2>Quick guide</h2>
<ul>
<li>Photos on cards, flyers, labels: 300 dpi at final size.</li>
<li>Posters and banners viewed from 6 ft (2 m) or more: 150 dpi is fine.</li>
<li>Fine line art or small text saved as an image: 600-1,200 dpi.</li>
<li>Screenshots and images saved from websites: almost never suitable for print.</li>
</ul>`,
      zh: `<p>在网站上看起来清清楚楚的标志，印出来却可能模糊不清、满是锯齿。原因在于分辨率：屏幕显示所需的像素远比纸张少。</p>
<h2>DPI、PPI 分别是什么</h2>
<p>严格来说，PPI（每英寸像素数）描述的是数字图像，DPI（每英寸点数）描述的是打印设备的输出；但在日常使用中，两者指的是同一件事：图片的多少个像素会被排进每一英寸的纸面上。商业印刷的标准是<strong>按成品尺寸 300 dpi</strong>。</p>
<h2>计算公式</h2>
<p>所需像素 = 印刷尺寸（英寸）× 300。</p>
<ul>
<li>3.5 × 2 英寸的名片需要 1,050 × 600 像素（另加出血）。</li>
<li>4 × 6 英寸的明信片需要 1,200 × 1,800 像素。</li>
<li>满版出血的 8.5 × 11 英寸宣传单，含出血约需 2,625 × 3,375 像素。</li>
</ul>
<p>检查照片时，用它的像素宽度除以它将占据的英寸数即可。一张宽 1,500 像素的图片铺满 10 英寸宽，只有 150 dpi：用于远距离观看的海报尚可，印在宣传单上就会偏软。</p>
<h2>有效分辨率</h2>
<p>在排版软件中缩放图片时，其有效分辨率会随之改变。一张 300 dpi 的照片放大到 200%，就只剩 150 dpi；缩小到 50%，则变成 600 dpi。大多数排版软件会在链接或信息面板中显示有效分辨率，这才是真正要看的数字。</p>
<h2>放大无法增加细节</h2>
<p>在图像软件中把 72 dpi 改成 300 dpi，或通过重新采样放大图片，只会让文件变大，却无法凭空生成当初没有拍到的细节，结果往往是模糊或不自然的平滑。请找回原始照片，或向摄影师索取原尺寸文件。</p>
<h2>矢量图：标志和文字的更佳选择</h2>
<p>标志、图标和文字应使用矢量图形，它由数学路径而非像素构成。无论印在小标签还是大横幅上，矢量图都锐利清晰。如果您手上只有小尺寸的 PNG 或 JPG 标志，请向设计师索取原始矢量文件，或交由我们的<a href="/designService">设计团队</a>重新绘制。</p>
<h2>速查指南</h2>
<ul>
<li>名片、宣传单、标签上的照片：按成品尺寸 300 dpi。</li>
<li>在 6 英尺（2 米）以外观看的海报和横幅：150 dpi 即可。</li>
<li>存为图片的精细线稿或小字：600–1,200 dpi。</li>
<li>截图和从网页保存的图片：几乎都不适合印刷。</li>
</ul>`,
    },
  },
  {
    categories: ['finishing'],
    title: {
      en: 'Spot UV: Adding Shine Exactly Where You Want It',
      zh: '局部 UV：让光泽恰好出现在您想要的地方',
    },
    subheading: {
      en: 'How spot UV works, which designs suit it, and how to prepare the mask file.',
      zh: '局部 UV 的原理、适合的设计，以及如何准备 UV 版文件。',
    },
    img: '/media/illustration/finish.webp',
    publishedAt: '2025-05-01',
    content: {
      en: `<p>Spot UV is a clear, high-gloss coating applied only to selected parts of a printed piece and cured instantly with ultraviolet light. Against a matte background, the coated areas catch the light and feel slightly raised, creating a contrast you can both see and touch.</p>
<h2>Where spot UV works best</h2>
<ul>
<li><strong>Logos and brand marks</strong> on business cards and presentation folders.</li>
<li><strong>Photos or product images</strong> on a flyer or catalogue cover, making them look glossy and vivid.</li>
<li><strong>Patterns</strong> printed tone-on-tone, such as a subtle repeating logo on a black card that only appears when tilted.</li>
<li><strong>Headlines</strong> in large, bold type.</li>
</ul>
<p>The effect is strongest on dark colours and on matte or soft-touch laminated stock. On gloss paper, the contrast almost disappears.</p>
<h2>Preparing your file</h2>
<ol>
<li>Create your normal print file with CMYK artwork and bleed.</li>
<li>Create a second file or page, exactly the same size, called the <strong>spot UV mask</strong>.</li>
<li>In the mask, fill every area that should receive UV with 100% K solid black. Everything else must be white. No greys, gradients or transparency: UV is either on or off.</li>
<li>Use vector shapes wherever possible and keep the mask aligned precisely with the artwork.</li>
</ol>
<h2>Design limits</h2>
<ul>
<li>Keep lines and gaps at least 0.01 in (0.25 mm, about 0.75 pt) and text at least 8 pt. Finer details can fill in or lose definition.</li>
<li>Allow for slight registration movement of up to about 1/64 in (0.4 mm). For tight elements, make the UV area 0.25 pt smaller than the printed shape ("choke") so no glossy edge shows outside it.</li>
<li>Keep UV at least 0.125 in (3 mm) away from trim edges and folds; the coating can crack when folded.</li>
<li>Avoid placing UV where people will write, such as a signature line.</li>
</ul>
<h2>Raised spot UV</h2>
<p>A thicker, raised spot UV builds up a layer you can clearly feel with a fingertip, almost like embossing. It is ideal for logos on premium business cards but needs larger details: lines at least 0.02 in (0.5 mm) and text at least 10 pt.</p>
<p>Not sure whether your design will suit spot UV? Upload it with a note, and our prepress team will advise before printing.</p>`,
      zh: `<p>局部 UV 是一种透明的高光涂层，只涂布在印刷品的指定区域，并经紫外线照射瞬间固化。在哑面背景的衬托下，上光区域会反射光线，摸起来也略有凸起，形成看得见、摸得着的对比效果。</p>
<h2>局部 UV 最适合用在哪里</h2>
<ul>
<li><strong>标志和品牌图形</strong>，例如名片和文件夹上的标志。</li>
<li><strong>照片或产品图</strong>，用在宣传单或目录封面上，让图片显得光亮鲜艳。</li>
<li><strong>同色底纹</strong>，例如在黑色名片上做一层若隐若现的重复标志，只有倾斜时才会显现。</li>
<li><strong>标题</strong>，尤其是字号大、笔画粗的标题。</li>
</ul>
<p>在深色区域以及覆哑膜或触感膜的纸张上，效果最为突出；若用在光面纸上，对比几乎看不出来。</p>
<h2>如何准备文件</h2>
<ol>
<li>按常规制作印刷文件，使用 CMYK 并带出血。</li>
<li>另建一个尺寸完全相同的文件或页面，作为 <strong>UV 版</strong>。</li>
<li>在 UV 版中，需要上光的区域一律填充 100% K 实色黑，其余部分保持白色。不得使用灰色、渐变或透明效果：UV 只有“有”和“无”两种状态。</li>
<li>尽量使用矢量图形，并确保 UV 版与印刷画面精确对齐。</li>
</ol>
<h2>设计限制</h2>
<ul>
<li>线条和间隙宽度不小于 0.01 英寸（0.25 毫米，约 0.75 pt），文字不小于 8 pt。更精细的细节可能会糊掉或不够清晰。</li>
<li>预留最多约 1/64 英寸（0.4 毫米）的套准偏差。对于紧贴的元素，可将 UV 区域比印刷图形内缩 0.25 pt，避免边缘露出多余的光泽。</li>
<li>UV 区域距裁切边和折线至少 0.125 英寸（3 毫米），因为涂层在折叠处可能开裂。</li>
<li>需要书写的地方不要上 UV，例如签名栏。</li>
</ul>
<h2>立体局部 UV</h2>
<p>更厚的立体局部 UV 会堆起一层指尖明显可感的凸起，效果近似压纹，非常适合高档名片上的标志。但它要求细节更大：线条不小于 0.02 英寸（0.5 毫米），文字不小于 10 pt。</p>
<p>不确定您的设计是否适合做局部 UV？上传文件时附上备注即可，我们的印前团队会在印刷前给出建议。</p>`,
    },
  },
  {
    categories: ['finishing'],
    title: {
      en: 'Foil Stamping: A Guide to Metallic Finishes',
      zh: '烫金工艺：金属质感效果完全指南',
    },
    subheading: {
      en: 'Hot foil, digital foil, colour choices and the design rules that keep foil crisp.',
      zh: '热烫、数码烫金、箔色选择，以及让烫金清晰利落的设计规则。',
    },
    img: '/media/illustration/finish.webp',
    publishedAt: '2025-05-20',
    content: {
      en: `<p>Nothing says premium quite like a flash of real metal. Foil stamping applies a thin metallic or pigmented film to paper, producing a shine that ordinary ink, even metallic ink, cannot match.</p>
<h2>How it works</h2>
<p><strong>Hot foil stamping</strong> uses a custom metal die, heat and pressure to transfer foil from a roll onto the paper. It produces the brightest, most durable finish and a very slight impression into the sheet. Because a die is made for each design, it suits runs of a few hundred pieces or more.</p>
<p><strong>Digital foil</strong> (sometimes called sleeking) applies foil to toner or a special adhesive printed digitally. There is no die, so it is ideal for short runs and variable designs, though the foil layer sits flat on the surface without any impression.</p>
<h2>Colour options</h2>
<ul>
<li><strong>Gold and silver:</strong> the classics, in bright (mirror) or matte versions.</li>
<li><strong>Copper and rose gold:</strong> warm, fashionable tones popular with beauty and lifestyle brands.</li>
<li><strong>Holographic:</strong> a rainbow effect that shifts as the card moves.</li>
<li><strong>Pigment foils:</strong> opaque colours such as white, black or red, useful on dark or kraft stocks where ink would not show.</li>
</ul>
<h2>Design rules</h2>
<ul>
<li>Keep lines and gaps at least 0.01 in (0.25 mm) and text at least 7 pt. Serif fonts with very fine hairlines may break up.</li>
<li>Avoid very large solid foil areas on hot foil; they can show small pinholes or uneven coverage. Bold shapes up to a couple of square inches are fine.</li>
<li>Foil can shift by up to about 1/32 in (0.8 mm) relative to printed ink, so avoid designs where foil must sit exactly inside a thin printed outline.</li>
<li>Keep foil at least 0.125 in (3 mm) from trim edges.</li>
</ul>
<h2>Preparing the foil file</h2>
<p>Supply a separate page or layer for the foil, the same size as your artwork, with foil areas in 100% K solid vector shapes and everything else white. If you are using more than one foil colour, supply one layer per colour.</p>
<h2>Best papers</h2>
<p>Foil looks best on smooth stocks: matte or soft-touch laminated cards, smooth uncoated cover, and cotton papers for a letterpress feel. Heavily textured papers can stop foil from reaching the bottom of the texture. Combine foil with embossing for a raised metallic effect.</p>`,
      zh: `<p>一抹真正的金属光泽，最能彰显高级感。烫金工艺是将一层极薄的金属箔或色箔转移到纸张上，呈现的光泽是普通油墨，甚至金属油墨都无法比拟的。</p>
<h2>工艺原理</h2>
<p><strong>热烫金</strong>使用定制的金属烫版，通过加热加压将箔膜从卷料上转移到纸面。它的光泽最亮、最耐磨，纸面上还会留下极轻微的压痕。由于每个设计都需要单独制版，热烫金更适合几百张以上的订单。</p>
<p><strong>数码烫金</strong>（英文常称 sleeking）是将箔膜附着在数码印出的碳粉或专用胶层上。无需制版，非常适合小批量和可变内容，但箔层平贴于表面，没有压痕。</p>
<h2>箔色选择</h2>
<ul>
<li><strong>金色与银色：</strong>经典之选，有亮面（镜面）和哑面两种。</li>
<li><strong>铜色与玫瑰金：</strong>温暖时尚的色调，深受美妆和生活方式品牌青睐。</li>
<li><strong>镭射：</strong>随卡片角度变化而流转的彩虹效果。</li>
<li><strong>色箔：</strong>白、黑、红等不透明颜色，适合用在油墨难以显色的深色纸或牛皮纸上。</li>
</ul>
<h2>设计规则</h2>
<ul>
<li>线条和间隙宽度不小于 0.01 英寸（0.25 毫米），文字不小于 7 pt。笔画极细的衬线字体可能会断笔。</li>
<li>热烫金应避免过大面积的实地，否则可能出现细小砂眼或覆盖不均；几平方英寸以内的粗壮图形没有问题。</li>
<li>烫金相对印刷油墨可能有最多约 1/32 英寸（0.8 毫米）的偏移，因此不要设计成烫金必须恰好落在细印刷轮廓内的样式。</li>
<li>烫金区域距裁切边至少 0.125 英寸（3 毫米）。</li>
</ul>
<h2>准备烫金文件</h2>
<p>请单独提供一页或一个图层作为烫金版，尺寸与设计稿一致，烫金区域使用 100% K 实色矢量图形，其余部分保持白色。如使用多种箔色，每种颜色各提供一个图层。</p>
<h2>适合的纸张</h2>
<p>烫金在平滑的纸面上效果最佳：覆哑膜或触感膜的卡纸、平滑的非涂布卡纸，以及能呈现凸版印刷质感的棉浆纸。纹理过深的纸张可能导致箔膜无法完全覆盖凹陷处。将烫金与压纹结合，还能做出立体的金属浮雕效果。</p>`,
    },
  },
  {
    categories: ['finishing'],
    title: {
      en: 'Embossing and Debossing: Adding a Third Dimension',
      zh: '凸压与凹压：为印刷品增添第三个维度',
    },
    subheading: {
      en: 'Raised or pressed-in designs that invite people to touch your print.',
      zh: '凸起或压入的图案，让人忍不住伸手触摸。',
    },
    img: '/media/illustration/finish.webp',
    publishedAt: '2025-06-08',
    content: {
      en: `<p>Embossing and debossing reshape the paper itself. They add texture and depth without any ink, and they are one of the simplest ways to make a business card, invitation or package feel special.</p>
<h2>The difference</h2>
<ul>
<li><strong>Embossing</strong> raises the design above the surface. A pair of matched dies, one male and one female, press the paper between them.</li>
<li><strong>Debossing</strong> presses the design into the surface, leaving a recessed impression.</li>
</ul>
<h2>Styles</h2>
<ul>
<li><strong>Blind emboss or deboss:</strong> no ink or foil, just the shape in the paper. Subtle and elegant, especially on white or natural stocks.</li>
<li><strong>Registered emboss:</strong> the raised area lines up with printed ink, such as an embossed logo printed in your brand colour.</li>
<li><strong>Foil emboss:</strong> foil stamping and embossing in one step, producing raised, shiny metal.</li>
<li><strong>Multi-level or sculpted:</strong> dies with several heights or rounded contours, for detailed crests and illustrations.</li>
</ul>
<h2>Choosing the paper</h2>
<p>Thick, soft, uncoated papers such as cotton or felt-finish cover stocks take the deepest, crispest impressions. We recommend at least 16 pt or 130 lb cover. Coated and laminated stocks can be embossed, but the coating may crack on sharp edges, so keep designs bolder. Very thin papers tear.</p>
<h2>Design tips</h2>
<ul>
<li>Embossing shows on the back of the sheet as a mirror-image impression. On single-layer cards, keep the back of the embossed area free of text, or choose a duplexed (two layers glued together) stock that hides it.</li>
<li>Keep details bold: lines at least 0.02 in (0.5 mm), text at least 10 pt, and gaps at least 0.03 in (0.75 mm).</li>
<li>Keep embossing at least 0.125 in (3 mm) from trim edges and folds.</li>
<li>Supply the emboss area as a separate 100% K vector layer, exactly like a foil or spot UV file.</li>
</ul>
<h2>Cost and timing</h2>
<p>Embossing needs custom dies, which are made for each design and add a one-time cost. It is most economical for runs of 250 pieces or more and for designs you will reorder, as we store your dies for future orders. Embossed products usually take 5-10 business days to produce.</p>`,
      zh: `<p>凸压和凹压是直接改变纸张本身的形态。无需任何油墨，就能增添纹理和层次，是让名片、请柬或包装显得与众不同的最简单方法之一。</p>
<h2>两者的区别</h2>
<ul>
<li><strong>凸压（击凸）</strong>让图案高出纸面。一对相互咬合的阴模和阳模，将纸张夹在中间压出造型。</li>
<li><strong>凹压（压凹）</strong>将图案压入纸面，留下下凹的印痕。</li>
</ul>
<h2>常见样式</h2>
<ul>
<li><strong>素压（无墨凸压或凹压）：</strong>不印墨、不烫金，只在纸上留下造型。低调雅致，在白色或原色纸上尤为出彩。</li>
<li><strong>套位凸压：</strong>凸起区域与印刷图案精确对齐，例如以品牌色印刷并凸起的标志。</li>
<li><strong>烫金凸压：</strong>烫金与凸压一次完成，呈现立体闪亮的金属效果。</li>
<li><strong>多层次或浮雕凸压：</strong>使用多种高度或圆润轮廓的模具，适合精细的徽章和插画。</li>
</ul>
<h2>纸张选择</h2>
<p>厚实、柔软的非涂布纸，如棉浆纸或毛毡纹卡纸，能压出最深、最清晰的效果。我们建议使用至少 16 pt 或 130 磅的卡纸。涂布纸和覆膜纸也可以压纹，但涂层可能在锐利边缘处开裂，因此设计应更粗犷一些。太薄的纸则容易压破。</p>
<h2>设计建议</h2>
<ul>
<li>凸压会在纸张背面留下镜像的凹痕。单层名片的背面对应区域请不要放置文字，或选用对裱（两层纸粘合）卡纸来遮住痕迹。</li>
<li>细节要足够粗壮：线条不小于 0.02 英寸（0.5 毫米），文字不小于 10 pt，间隙不小于 0.03 英寸（0.75 毫米）。</li>
<li>压纹区域距裁切边和折线至少 0.125 英寸（3 毫米）。</li>
<li>与烫金或局部 UV 文件一样，请将压纹区域以 100% K 矢量图形单独放在一个图层中提供。</li>
</ul>
<h2>费用与周期</h2>
<p>凸压需要为每个设计定制模具，会产生一次性制版费用。因此它在 250 张以上的订单，以及需要反复返单的设计上最为划算，我们会为您保存模具供日后使用。压纹产品的生产周期通常为 5–10 个工作日。</p>`,
    },
  },
  {
    categories: ['finishing', 'design'],
    title: {
      en: 'Die-Cutting: Custom Shapes for Cards, Stickers and Packaging',
      zh: '模切工艺：为名片、贴纸和包装打造定制造型',
    },
    subheading: {
      en: 'Through-cuts, kiss-cuts, creases and perforations, and how to draw a cut line printers can use.',
      zh: '全断、半断、压痕与齿线，以及如何绘制印刷厂能直接使用的刀线。',
    },
    img: '/media/illustration/stickers.webp',
    publishedAt: '2025-06-27',
    content: {
      en: `<p>Die-cutting lets you break out of the rectangle. A business card shaped like a leaf, a sticker that follows the outline of your mascot, a box with a window: all of them start with a cut line.</p>
<h2>How shapes are cut</h2>
<ul>
<li><strong>Steel-rule dies</strong> are sharp steel blades bent into your shape and mounted on a board. They cut thousands of pieces quickly and accurately and are ideal for large runs and packaging.</li>
<li><strong>Digital cutting</strong> uses a computer-guided blade or laser to follow your cut path. No die is needed, so it is perfect for short runs, stickers and prototypes.</li>
</ul>
<h2>Types of cut</h2>
<ul>
<li><strong>Through-cut (die-cut):</strong> cuts all the way through the material, producing individual pieces.</li>
<li><strong>Kiss-cut:</strong> cuts through the sticker layer but not the backing paper, so stickers peel off easily from a sheet or roll.</li>
<li><strong>Crease or score:</strong> a pressed line that helps thick stocks fold neatly without cracking.</li>
<li><strong>Perforation:</strong> a dotted cut for tear-off coupons and tickets.</li>
</ul>
<h2>Drawing a good cut line</h2>
<ol>
<li>Draw the cut path as a single, closed vector line on its own layer, named "CutContour" or "Dieline".</li>
<li>Colour it with a 100% spot colour (for example, 100% magenta named as a spot swatch) and set the stroke to 0.25 pt.</li>
<li>Use separate spot colours and layers for creases and perforations.</li>
<li>Extend your artwork at least 0.125 in (3 mm) beyond the cut line as bleed, and keep text at least 0.125 in (3 mm) inside it.</li>
</ol>
<h2>Shape design tips</h2>
<ul>
<li>Smooth curves cut better than sharp points. Give inside corners a radius of at least 0.0625 in (1.5 mm).</li>
<li>Avoid narrow necks or fingers thinner than 0.125 in (3 mm); they tear easily.</li>
<li>For complicated outlines, add an offset border of 0.0625-0.125 in around the artwork. A white or coloured border makes stickers look tidy and hides small cutting shifts.</li>
<li>Keep holes and slots at least 0.125 in (3 mm) from the outer edge.</li>
</ul>
<h2>Cost</h2>
<p>Digitally cut stickers and labels carry no setup fee. Custom steel-rule dies for cards and boxes add a one-time cost, which we waive on reorders because we keep the die. Need help creating a shape? Our <a href="/designService">design service</a> can draw the cut line for you.</p>`,
      zh: `<p>模切让您跳出方方正正的框架。树叶形状的名片、沿着吉祥物轮廓裁切的贴纸、带开窗的包装盒，这一切都从一条刀线开始。</p>
<h2>异形是如何切出来的</h2>
<ul>
<li><strong>钢刀模</strong>是将锋利的钢刀条弯折成您的造型，再嵌在底板上制成。它能快速、精准地切出成千上万件产品，适合大批量订单和包装。</li>
<li><strong>数码切割</strong>使用电脑控制的刀头或激光，沿着您的路径进行切割。无需制作刀模，非常适合小批量、贴纸和打样。</li>
</ul>
<h2>切割类型</h2>
<ul>
<li><strong>全断（模切）：</strong>将材料完全切透，得到一件件独立的成品。</li>
<li><strong>半断（轻切）：</strong>只切透贴纸面层而不切到底纸，贴纸可以轻松从整张或卷料上揭下。</li>
<li><strong>压痕：</strong>压出一条折线，帮助厚卡纸整齐折叠而不爆裂。</li>
<li><strong>齿线（打孔线）：</strong>虚线式切割，用于可撕下的优惠券和票据。</li>
</ul>
<h2>如何绘制合格的刀线</h2>
<ol>
<li>将切割路径绘制为一条闭合的矢量线，放在单独的图层中，命名为“CutContour”或“Dieline”。</li>
<li>使用 100% 专色（例如定义为专色色板的 100% 品红）为其描边，描边粗细设为 0.25 pt。</li>
<li>压痕线和齿线请分别使用不同的专色和图层。</li>
<li>画面需超出刀线至少 0.125 英寸（3 毫米）作为出血，文字则需位于刀线以内至少 0.125 英寸（3 毫米）。</li>
</ol>
<h2>造型设计建议</h2>
<ul>
<li>平滑的曲线比尖锐的角更容易切好。内角请保留至少 0.0625 英寸（1.5 毫米）的圆角半径。</li>
<li>避免宽度小于 0.125 英寸（3 毫米）的细颈或细长突起，这些部位很容易撕裂。</li>
<li>轮廓复杂的图案，可在外围加一圈 0.0625–0.125 英寸的描边。白色或彩色的描边让贴纸看起来更整洁，也能掩盖细微的切割偏移。</li>
<li>孔洞和插槽距外边缘至少 0.125 英寸（3 毫米）。</li>
</ul>
<h2>费用</h2>
<p>数码切割的贴纸和标签不收取开机费。名片和包装盒所用的定制钢刀模会产生一次性费用；由于我们会保存刀模，返单时免收此费用。需要帮忙设计造型？我们的<a href="/designService">设计服务</a>可以为您绘制刀线。</p>`,
    },
  },
  {
    categories: ['marketing'],
    title: {
      en: 'Business Card Etiquette Around the World',
      zh: '世界各地的名片礼仪',
    },
    subheading: {
      en: 'How to give, receive and design business cards for meetings in the US, China and beyond.',
      zh: '在美国、中国及其他地区的会面中，如何递送、接收和设计名片。',
    },
    img: '/media/illustration/business-cards.webp',
    publishedAt: '2025-07-16',
    content: {
      en: `<p>A business card is often the first physical thing a new contact associates with you. How you design it, hand it over and receive someone else's says a lot, and the rules change from one culture to another.</p>
<h2>In the United States</h2>
<ul>
<li>Cards are usually exchanged casually, often at the end of a conversation when both people want to stay in touch.</li>
<li>Offer your card rather than pressing it on people; handing cards to everyone at a social event can feel pushy.</li>
<li>It is fine to write a short note on the back of a card you receive, such as where you met, as a memory aid.</li>
</ul>
<h2>In China and much of East Asia</h2>
<ul>
<li>Cards are exchanged at the start of a meeting and treated with respect, as an extension of the person.</li>
<li>Offer and receive cards <strong>with both hands</strong>, holding the top corners, with the text facing the recipient so they can read it immediately.</li>
<li>Take a moment to read the card carefully, and perhaps comment on the title or company.</li>
<li>During a meeting, place the cards on the table in front of you, arranged to match where people are sitting. Do not write on them, fold them or slip them into a back pocket.</li>
<li>Exchange cards with the most senior person first.</li>
</ul>
<h2>Designing for international contacts</h2>
<ul>
<li><strong>Bilingual cards:</strong> print English on one side and Simplified Chinese (or the local language) on the other. Make sure names, titles and company names are translated by a native speaker and that both sides carry the same information.</li>
<li><strong>Name order:</strong> on the Chinese side, family name comes first. On the English side, many Chinese professionals write their name as given name plus family name; choose one order and use it consistently.</li>
<li><strong>Titles matter:</strong> in hierarchical business cultures, a clear job title helps the other side understand who should talk to whom.</li>
<li><strong>Colour meanings:</strong> red and gold are positive in China; white is associated with mourning and is often combined with a colour accent.</li>
<li><strong>Contact options:</strong> include a phone number with country code and, if you use it, a messaging ID or a QR code linking to your contact details.</li>
</ul>
<h2>Universal good habits</h2>
<ul>
<li>Always carry more cards than you think you need, in a case that keeps them clean and flat.</li>
<li>Never hand over a card that is creased, stained or has crossed-out details; reprint when anything changes.</li>
<li>Follow up within a few days. The card opens the door; your message keeps it open.</li>
</ul>`,
      zh: `<p>名片往往是新朋友对您留下的第一件实物印象。名片的设计、递出的方式，以及您如何接过对方的名片，都透露出许多信息，而这些规矩在不同文化中又各有不同。</p>
<h2>在美国</h2>
<ul>
<li>名片交换通常比较随意，多在交谈结束、双方都希望保持联系时进行。</li>
<li>主动递上名片即可，不必硬塞给对方；在社交场合见人就发名片，会显得过于急切。</li>
<li>在收到的名片背面简单写上备注（比如在哪里认识的）以帮助记忆，并无不妥。</li>
</ul>
<h2>在中国及东亚大部分地区</h2>
<ul>
<li>名片通常在会面开始时交换，并被郑重对待，视为对方身份的延伸。</li>
<li><strong>用双手</strong>递送和接收名片，捏住名片上方两角，文字正对对方，方便对方立即阅读。</li>
<li>接过名片后，花一点时间认真看一看，不妨就对方的职位或公司说上一两句。</li>
<li>会谈期间，将名片放在面前的桌上，按照对方的座位顺序摆放。不要在上面写字、折叠，也不要随手塞进裤子后袋。</li>
<li>先与职位最高的人交换名片。</li>
</ul>
<h2>面向国际客户的名片设计</h2>
<ul>
<li><strong>双语名片：</strong>一面印英文，另一面印简体中文（或当地语言）。姓名、职位和公司名称务必请母语人士翻译，并确保两面信息一致。</li>
<li><strong>姓名顺序：</strong>中文面姓在前、名在后。英文面上，许多中国职场人士会采用“名 + 姓”的写法；选定一种顺序后请始终保持一致。</li>
<li><strong>职位很重要：</strong>在讲究层级的商务文化中，清晰的职位头衔能帮助对方明白应由谁来对接。</li>
<li><strong>颜色寓意：</strong>在中国，红色和金色寓意吉祥；白色与丧事有关，通常需搭配其他颜色点缀。</li>
<li><strong>联系方式：</strong>电话号码请注明国家代码；如果您使用即时通讯工具，可加上账号或链接到联系方式的二维码。</li>
</ul>
<h2>通用的好习惯</h2>
<ul>
<li>随身携带的名片要比预想的多，并用名片夹保持名片整洁平整。</li>
<li>不要递出有折痕、污渍或涂改过的名片；信息一有变动就及时重印。</li>
<li>几天之内跟进联系。名片只是敲开了门，您后续的消息才能让这扇门一直敞开。</li>
</ul>`,
    },
  },
  {
    categories: ['paper', 'design'],
    title: {
      en: 'How to Choose the Right Business Card Stock',
      zh: '如何挑选合适的名片用纸',
    },
    subheading: {
      en: 'From everyday 14 pt to luxurious 32 pt cotton: a side-by-side guide to card papers and coatings.',
      zh: '从日常的 14 pt 到奢华的 32 pt 棉浆纸：名片纸张与表面处理对比指南。',
    },
    img: '/media/illustration/business-cards.webp',
    publishedAt: '2025-08-04',
    content: {
      en: `<p>People judge a business card the moment they hold it. Thickness, texture and finish send a message before anyone reads your name, so choosing the stock is as important as the design itself.</p>
<h2>Thickness</h2>
<table>
<thead><tr><th>Stock</th><th>Feel</th><th>Good for</th></tr></thead>
<tbody>
<tr><td>14 pt</td><td>Standard, flexible</td><td>Everyday cards, large teams, frequent reorders</td></tr>
<tr><td>16 pt</td><td>Noticeably firmer</td><td>Most professional cards; our most popular choice</td></tr>
<tr><td>18-19 pt</td><td>Stiff and substantial</td><td>Creative studios, consultants, real estate</td></tr>
<tr><td>32 pt (duplexed)</td><td>Luxuriously thick</td><td>Luxury brands, edge painting, letterpress-style cards</td></tr>
</tbody>
</table>
<h2>Surface and coating</h2>
<ul>
<li><strong>Matte:</strong> smooth, no glare, easy to read. A safe, modern default that can be written on with most pens.</li>
<li><strong>Gloss:</strong> vibrant colour and shine. Great for photo-heavy cards, but difficult to write on.</li>
<li><strong>Uncoated:</strong> natural and slightly textured, perfect for writing appointment times or notes.</li>
<li><strong>Soft-touch laminate:</strong> a velvety, almost rubbery feel that people notice immediately. Pairs beautifully with foil and spot UV.</li>
<li><strong>Cotton:</strong> thick, soft and tactile, made from cotton fibres. Ideal for embossing and a handcrafted look.</li>
<li><strong>Kraft:</strong> brown, recycled-looking stock for natural, rustic or eco brands. Colours print darker, so use bold designs or white ink.</li>
</ul>
<h2>Match the stock to the brand</h2>
<ul>
<li><strong>Law firm or financial adviser:</strong> 16 pt matte or uncoated, minimal design, possibly a blind deboss.</li>
<li><strong>Photographer or real estate agent:</strong> 16 pt gloss or silk to show off images.</li>
<li><strong>Café or bakery:</strong> kraft or uncoated stock; add a stamp area for a loyalty card.</li>
<li><strong>Designer or beauty brand:</strong> 18 pt soft-touch with foil, or 32 pt cotton with painted edges.</li>
</ul>
<h2>Practical questions to ask</h2>
<ol>
<li>Will people write on it? Choose uncoated or matte.</li>
<li>Will it be handed out in large numbers? 14 pt or 16 pt keeps costs sensible.</li>
<li>Is it part of a premium first impression? Spend more on thickness and finish; order fewer.</li>
</ol>
<p>The best way to decide is to feel them. Our sample pack includes every card stock we offer, and its price is credited back on your first order.</p>`,
      zh: `<p>人们拿到名片的那一刻就已经在做判断了。厚度、纹理和表面处理，在对方读到您的名字之前就已经传递出信息，因此选纸与设计本身同样重要。</p>
<h2>厚度</h2>
<table>
<thead><tr><th>纸张</th><th>手感</th><th>适用场景</th></tr></thead>
<tbody>
<tr><td>14 pt</td><td>标准，略有弹性</td><td>日常名片、大型团队、频繁返单</td></tr>
<tr><td>16 pt</td><td>明显更挺括</td><td>大多数职业名片，我们最受欢迎的选择</td></tr>
<tr><td>18–19 pt</td><td>硬挺厚实</td><td>创意工作室、顾问、房地产经纪</td></tr>
<tr><td>32 pt（对裱）</td><td>奢华厚重</td><td>奢侈品牌、侧边上色、凸版印刷风格名片</td></tr>
</tbody>
</table>
<h2>表面与涂层</h2>
<ul>
<li><strong>哑面：</strong>平滑、不反光、易于阅读。稳妥现代的默认之选，大多数笔都能在上面书写。</li>
<li><strong>光面：</strong>色彩鲜艳、光泽明亮。适合以照片为主的名片，但不便书写。</li>
<li><strong>非涂布：</strong>自然质朴、略带纹理，非常适合手写预约时间或备注。</li>
<li><strong>触感膜：</strong>天鹅绒般、近乎橡胶的细腻手感，让人一摸就记住。与烫金和局部 UV 搭配效果极佳。</li>
<li><strong>棉浆纸：</strong>由棉纤维制成，厚实柔软、触感丰富。非常适合压纹，呈现手工质感。</li>
<li><strong>牛皮纸：</strong>棕色、带有再生质感的纸张，适合自然、复古或环保品牌。颜色会印得偏深，建议使用醒目的设计或白墨。</li>
</ul>
<h2>让纸张与品牌相匹配</h2>
<ul>
<li><strong>律师事务所或理财顾问：</strong>16 pt 哑面或非涂布纸，极简设计，可考虑素压凹。</li>
<li><strong>摄影师或房产经纪：</strong>16 pt 光面或丝绒面纸，充分展示图片。</li>
<li><strong>咖啡馆或烘焙店：</strong>牛皮纸或非涂布纸，可加一块盖章区域，兼作集点卡。</li>
<li><strong>设计师或美妆品牌：</strong>18 pt 触感膜加烫金，或 32 pt 棉浆纸配侧边上色。</li>
</ul>
<h2>先问自己几个实际问题</h2>
<ol>
<li>会有人在上面写字吗？选非涂布或哑面。</li>
<li>需要大量派发吗？14 pt 或 16 pt 更能控制成本。</li>
<li>它是否承担着塑造高端第一印象的任务？那就在厚度和工艺上多投入一些，数量少订一点。</li>
</ol>
<p>最好的决定方式是亲手摸一摸。我们的样品包收录了所有在售的名片纸张，样品包费用可在首次下单时抵扣。</p>`,
    },
  },
];
