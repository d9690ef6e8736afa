import type { ReviewText } from './products-shared.ts';

/**
 * Review pools, one per product family: cards, labels, stickers and boxes here, the others in
 * products-reviews-more.ts. Each product draws 2 to 6 of its family's reviews (see `pickReviews`),
 * so the texts stay general enough for any product of the family.
 */

export const businessCardReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Crisp print, true colors',
    content:
      'Our teal logo came out exactly like the proof on screen. The edges are cleanly cut and the stack arrived in a sturdy box with no corner dings.',
  },
  {
    fraction: 5,
    title: 'Reordered for the whole office',
    content:
      'First ordered 250 for myself, then came back for six colleagues. Uploading separate names was easy and each box was labelled with the person it belonged to.',
  },
  {
    fraction: 4,
    title: 'Great feel, slightly long wait',
    content:
      'The cards feel substantial and people comment on them at networking events. Took one day longer than the estimate, but customer service warned me in advance.',
  },
  {
    fraction: 5,
    title: 'Proof caught my mistake',
    content:
      'The free proof showed my phone number too close to the trim line. They flagged it before printing and suggested a fix. Really appreciated that.',
  },
  {
    fraction: 4,
    title: 'Good value at 500',
    content:
      'Price per card at 500 was much better than my local print shop. The black is deep, although very thin lines on the back are a touch softer than I hoped.',
  },
  {
    fraction: 3,
    title: 'Fine, but check your bleed',
    content:
      'My background color shifted slightly off-center on a few cards because I ignored the bleed guide. My fault mostly, but the template could be clearer.',
  },
  {
    fraction: 5,
    title: '名片质感很好',
    content: '纸张厚实，印刷清晰，颜色和校样几乎一致。客户拿到都说有质感，下次还会回购。',
    lang: 'zh',
  },
  {
    fraction: 5,
    title: 'Handed out 200 at a trade show',
    content:
      'The cards held up in a jacket pocket all weekend without curling. Several visitors said they liked how they felt, which never happened with my old cards.',
  },
  {
    fraction: 4,
    title: '发货快，包装好',
    content: '下单第三天就发货了，盒子包装得很严实。唯一建议是希望能多提供几种圆角尺寸。',
    lang: 'zh',
  },
  {
    fraction: 5,
    title: 'Easy to write on',
    content:
      'I write appointment times on the back of every card, and ballpoint and gel pens both work without smearing. Exactly what a salon needs.',
  },
];

export const foldedCardReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Folds are perfectly scored',
    content:
      'No cracking along the fold even on the dark background. Every card lines up square when closed, which my old supplier never managed.',
  },
  {
    fraction: 5,
    title: 'Customers keep them in their wallets',
    content:
      'We switched our loyalty scheme to these and the folded card survives months in a wallet. The matte inside takes a stamp without smudging.',
  },
  {
    fraction: 4,
    title: 'Lovely cards, pack them flat',
    content:
      'Print quality is excellent. A few cards at the top of the box had a slight bow from shipping, but they flattened overnight under a book.',
  },
  {
    fraction: 5,
    title: 'Room for everything',
    content:
      'The inside panels hold our full price list and a loyalty stamp grid, and it still fits in a wallet. Customers actually keep it.',
  },
  {
    fraction: 4,
    title: '折痕整齐',
    content: '压痕很准，对折后边缘对齐。内页可以写字，钢笔也不会洇。价格略高但物有所值。',
    lang: 'zh',
  },
  {
    fraction: 3,
    title: 'Colors a bit darker than screen',
    content:
      'Quality is good, but my pastel pink printed a little darker than on my monitor. Order the printed proof if exact color matters to you.',
  },
  {
    fraction: 5,
    title: 'Fast turnaround before our launch',
    content:
      'Ordered on a Monday and had 500 folded price cards by Friday, in time for our salon reopening. Colors were rich and every card folded flat.',
  },
];

export const labelReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Stayed on through the fridge',
    content:
      'We label homemade sauces and these survived weeks in the fridge and condensation without peeling or smudging.',
  },
  {
    fraction: 5,
    title: 'Sharp small text',
    content:
      'Ingredient lists at 6 pt are perfectly readable. The die cut is consistent, so applying them straight is easy.',
  },
  {
    fraction: 4,
    title: 'Good adhesive, check your curve',
    content:
      'They stick well, but on our narrowest jar the corners lifted slightly. Going a little smaller on the next order fixed it.',
  },
  {
    fraction: 5,
    title: 'Looks like retail packaging now',
    content:
      'Switched from home-printed labels and the difference is night and day. Stores took our product more seriously at the next pitch.',
  },
  {
    fraction: 4,
    title: '标签效果不错',
    content: '颜色饱满，切割整齐。贴在玻璃瓶上很牢固，只是撕底纸的时候需要稍微注意角落。',
    lang: 'zh',
  },
  {
    fraction: 5,
    title: 'Helpful with sizing',
    content:
      'Support checked my template against the bottle dimensions I sent and suggested moving the barcode away from the seam. Saved me a reprint.',
  },
  {
    fraction: 3,
    title: 'Nice print, slow delivery',
    content:
      'The labels themselves are great. Shipping took four extra days to reach us, so order early if you have a launch date.',
  },
  {
    fraction: 5,
    title: '防水效果好',
    content: '贴在洗发水瓶上，洗澡时沾水也不会起皱掉色，比之前用的纸质标签好太多。',
    lang: 'zh',
  },
];

export const rollLabelReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Runs smoothly on our applicator',
    content:
      'Correct core size and unwind direction, exactly as ordered. We labelled 3,000 bottles in an afternoon without a single jam.',
  },
  {
    fraction: 5,
    title: 'Consistent gaps, clean matrix',
    content:
      'Label spacing is even across the whole roll and the waste matrix was removed neatly. Professional job.',
  },
  {
    fraction: 4,
    title: 'Great quality, rolls are tightly wound',
    content:
      'Print is excellent. The rolls are wound quite tight, so the first few labels curl a bit, but they apply fine.',
  },
  {
    fraction: 5,
    title: 'Price per label beats our old supplier',
    content:
      'At 5,000 labels the unit price dropped below what we paid for plain sheets. Colors matched our previous batch too.',
  },
  {
    fraction: 4,
    title: '卷标很好用',
    content: '配合手动分标器使用很顺畅，出标方向正确。希望以后能提供更多尺寸的纸芯选择。',
    lang: 'zh',
  },
  {
    fraction: 5,
    title: 'Survives the ice bucket',
    content:
      'Our craft soda labels stay put in an ice bucket for hours at markets. Zero peeling so far after three events.',
  },
  {
    fraction: 3,
    title: 'Good labels, confusing unwind chart',
    content:
      'I picked the wrong unwind direction the first time because the chart was hard to read. Support replaced the order at half price.',
  },
];

export const hangTagReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Makes our knitwear look boutique',
    content:
      'The thick stock and clean hole punch make our tags look like they came from a big label. The strings are strong, too.',
  },
  {
    fraction: 5,
    title: 'Perfect for the craft fair',
    content:
      'We wrote prices on the back with a fine marker and it did not bleed. Customers kept the tags as bookmarks.',
  },
  {
    fraction: 4,
    title: 'Good tags, holes slightly small',
    content:
      'Quality is great. The standard hole was a bit tight for our thicker twine, so we chose the larger hole on the reorder.',
  },
  {
    fraction: 5,
    title: '吊牌做工精致',
    content: '卡纸很厚，打孔位置准确，配的棉绳颜色也很搭。挂在手工包上档次立刻提升。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Colors spot on',
    content:
      'Our brand green was matched well. Delivery was on time and the tags came bundled in packs of 100.',
  },
  {
    fraction: 5,
    title: 'Strung and ready',
    content:
      'Paying for pre-strung tags saved our small team a full day of work. Every tag had its string attached properly.',
  },
];

export const stickerReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Survived the dishwasher',
    content:
      'Put one on my water bottle and it has been through the dishwasher a dozen times. Still bright, no peeling edges.',
  },
  {
    fraction: 5,
    title: 'The cut line is perfect',
    content:
      'Our mascot has a lot of curves and the cut follows it with an even border all round. Backing peels off easily.',
  },
  {
    fraction: 5,
    title: 'Customers ask for extras',
    content:
      'We drop one in every online order and people post photos of them on their laptops. Best marketing spend this year.',
  },
  {
    fraction: 4,
    title: 'Vivid colors, thick vinyl',
    content:
      'The vinyl is thicker than I expected, which feels premium. My neon orange came out slightly muted, as the site warned it might.',
  },
  {
    fraction: 4,
    title: '贴纸很耐用',
    content: '贴在行李箱上经历了两次托运，边角都没有翘起。颜色也没有褪，很满意。',
    lang: 'zh',
  },
  {
    fraction: 3,
    title: 'Good, but small text is soft',
    content:
      'Stickers look great from a distance, but the 5 pt text on ours is slightly fuzzy. Stick to bigger text for small stickers.',
  },
  {
    fraction: 5,
    title: 'Fast proof, fast shipping',
    content:
      'Proof came back within two hours and the stickers arrived four days later. Packed flat with no bends.',
  },
  {
    fraction: 5,
    title: '包装很用心',
    content: '贴纸按每50张一叠分好，方便我们装进订单。印刷色彩很鲜艳，和设计稿一致。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Great for outdoor signs',
    content:
      'We used them on bike rental stations and after a rainy season they still look new. Slight fading on the red only.',
  },
];

export const boxReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Fits our product perfectly',
    content:
      'We sent the jar dimensions and the dieline they returned was spot on. The jar slides in snugly without rattling.',
  },
  {
    fraction: 5,
    title: 'Shelf-ready and gorgeous',
    content:
      'The matte lamination with our gold accent color looks fantastic on the shelf. Two shops asked who made our packaging.',
  },
  {
    fraction: 4,
    title: 'Quality print, allow time to fold',
    content:
      'Boxes arrive flat, so plan an afternoon for assembly. Once folded they are stiff and the tuck flaps hold firmly.',
  },
  {
    fraction: 5,
    title: '包装盒很挺括',
    content: '白卡纸很厚实，折叠后棱角分明，印刷颜色准确。内侧印的花纹是个惊喜，客户很喜欢。',
    lang: 'zh',
  },
  {
    fraction: 3,
    title: 'Nice boxes, minor scuffs',
    content:
      'A handful of boxes had light scuffs on the dark background from transit. Lamination on the next order solved it.',
  },
  {
    fraction: 5,
    title: 'Sample first was worth it',
    content:
      'We ordered a plain sample to test the size and then the printed run. Everything matched and the team was very responsive.',
  },
  {
    fraction: 4,
    title: '性价比高',
    content: '比我们以前的供应商便宜，质量却更好。唯一的不足是生产周期稍长。',
    lang: 'zh',
  },
];

export const mailerBoxReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'No tape needed',
    content:
      'The locking tabs hold the lid shut on their own. We ship ceramics in them with a bit of paper fill and have had zero breakages.',
  },
  {
    fraction: 5,
    title: 'Unboxing videos galore',
    content:
      'The printed interior gets customers filming their unboxing. The print on corrugated is sharper than I expected.',
  },
  {
    fraction: 4,
    title: 'Strong boxes, pallet delivery',
    content:
      'Very sturdy. Note that larger orders come on a pallet, so make sure someone can receive it at the loading door.',
  },
  {
    fraction: 5,
    title: '飞机盒结实',
    content: '瓦楞纸很硬，快递摔了几次也没有变形。外面牛皮纸配单色印刷，简洁又环保。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Color is slightly muted on kraft',
    content:
      'As expected on brown kraft, our blue looks darker and softer. It still looks intentional and natural. Print white first next time.',
  },
  {
    fraction: 5,
    title: 'Subscription boxes sorted',
    content:
      'We ship 400 subscription boxes a month in these. Consistent sizes every reorder, which matters for our insert trays.',
  },
];

export const giftBoxReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Feels like a luxury brand',
    content:
      'The wrapped board is thick and the magnetic lid closes with a satisfying snap. Perfect for our corporate gift sets.',
  },
  {
    fraction: 5,
    title: 'Foil logo is stunning',
    content:
      'Gold foil on the soft-touch lid is crisp with no flaking. Clients photograph the box before opening it.',
  },
  {
    fraction: 4,
    title: 'Beautiful but plan ahead',
    content:
      'Hand assembly takes longer, so we waited about three weeks. Worth it for the quality, but do not leave it late.',
  },
  {
    fraction: 5,
    title: '礼盒非常高档',
    content: '磁吸盖开合手感很好，烫金字清晰。作为中秋客户礼品，大家都说很有档次。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Insert fit could be tighter',
    content:
      'The box is gorgeous. Our candle moved a little in the insert, so we added tissue. Next time we will ask for a custom cutout.',
  },
  {
    fraction: 5,
    title: 'Great for wedding favors',
    content:
      'We used the small size for wedding favors and every guest took theirs home. The pastel color printed exactly right.',
  },
];
