import type { ReviewText } from './products-shared.ts';

/** Review pools for mail, menus, flat print, books, stationery and signs (see products-reviews.ts). */

export const postcardReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Response rate doubled',
    content:
      'Our open-house postcards brought in twice the visitors of the email campaign. The thick stock survived the mail perfectly.',
  },
  {
    fraction: 5,
    title: 'Photos look amazing',
    content:
      'The gloss front makes our property photos look like a magazine. The matte back takes a pen nicely.',
  },
  {
    fraction: 4,
    title: 'Good cards, watch the address zone',
    content:
      'Quality is excellent. I had to move my logo out of the address area after the proof, which the team pointed out straight away.',
  },
  {
    fraction: 5,
    title: '明信片很挺括',
    content: '卡纸厚，邮寄后四个角都完好。正面颜色饱满，背面写字也很顺滑。',
    lang: 'zh',
  },
  {
    fraction: 3,
    title: 'Arrived a day late',
    content:
      'The postcards are good quality, but they arrived one day after our event mailing date, so a few went out late.',
  },
  {
    fraction: 5,
    title: 'Perfect appointment reminders',
    content:
      'Our dental practice mails these every month. Consistent color from order to order and great pricing at 1,000.',
  },
  {
    fraction: 4,
    title: 'Rounded corners are a nice touch',
    content:
      'Paid a little extra for rounded corners and they look more polished in the mailbox. Would do it again.',
  },
  {
    fraction: 5,
    title: '性价比很高',
    content: '一千张的价格比本地印刷厂便宜不少，质量还更好。已经推荐给同行。',
    lang: 'zh',
  },
];

export const envelopeReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Window lines up perfectly',
    content:
      'Our invoices print the address exactly where the window sits. No more hand-addressing on busy billing days.',
  },
  {
    fraction: 5,
    title: 'Matches our letterhead',
    content:
      'The navy on the envelopes is identical to our letterhead. Clients have noticed the more polished look.',
  },
  {
    fraction: 4,
    title: 'Self-seal saves time',
    content:
      'The peel-and-seal strip holds firmly. Slightly more expensive than gummed flaps, but worth it for our mailing volume.',
  },
  {
    fraction: 5,
    title: '信封质量好',
    content: '纸张挺括不透光，印刷的标志很清晰。自粘封口很牢固，寄出几百封都没有问题。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Good print on the flap',
    content:
      'Printing our return address on the flap was a nice option. Colors are good, although a few had tiny ink spots.',
  },
  {
    fraction: 5,
    title: 'Runs through our printer',
    content: 'We address them on an office laser printer and they feed smoothly without jamming or smudging.',
  },
  {
    fraction: 3,
    title: 'Fine envelopes, plain box',
    content:
      'The envelopes are fine, but they came loose in one big box rather than in bundles, which made storage awkward.',
  },
];

export const letterReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Personalised letters at scale',
    content:
      'We uploaded a spreadsheet with 2,000 names and each letter was merged correctly. Folding and inserting was done for us, too.',
  },
  {
    fraction: 5,
    title: 'Donations up this year',
    content:
      'Our appeal letter on cream paper felt personal, and donations rose compared with last year. The reply card insert helped.',
  },
  {
    fraction: 4,
    title: 'Clean print, neat folds',
    content:
      'Letters were folded precisely to fit the window envelope. The only wait was for the mailing data check.',
  },
  {
    fraction: 5,
    title: '信函印刷清晰',
    content: '纸张手感好，字迹清楚，签名印出来像真的手写一样。客户回复率比邮件高很多。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Good service for a first campaign',
    content:
      'We had never done direct mail and the team explained folding options and postage clearly. Results were solid.',
  },
  {
    fraction: 3,
    title: 'Check your data carefully',
    content:
      'A few letters had odd line breaks because of long addresses in our spreadsheet. Not their fault, but a warning would have been nice.',
  },
];

export const doorHangerReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Booked out for two weeks',
    content:
      'We hung 1,000 around three neighborhoods and our lawn care schedule filled up. The thick stock stays on handles in the wind.',
  },
  {
    fraction: 5,
    title: 'Tear-off coupons work',
    content:
      'The perforation tears cleanly and we collected over 60 coupons. Easy way to track the campaign.',
  },
  {
    fraction: 4,
    title: 'Sturdy, bright colors',
    content:
      'They look great. The slit could be a touch wider for the thicker lever handles on newer houses.',
  },
  {
    fraction: 5,
    title: '门挂卡效果好',
    content: '在小区派了五百张，开业第一周就来了不少新客人。纸张很厚，不容易被风吹掉。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Good for canvassing',
    content:
      'Our volunteers used them for a local campaign. Gloss front is vivid and the back is easy to write a note on.',
  },
  {
    fraction: 5,
    title: 'Cheaper than postage',
    content:
      'No mailing costs and everyone on the street sees them. Print quality is excellent for the price.',
  },
];

export const menuReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Wipe clean and still perfect',
    content:
      'Three months of daily service, sauces and wiping, and the laminated menus still look new. Great investment.',
  },
  {
    fraction: 5,
    title: 'Guests comment on the paper',
    content: 'The textured stock matches our rustic interior. Several guests asked to take one home.',
  },
  {
    fraction: 4,
    title: 'Great print, order extras',
    content:
      'Quality is excellent. We underestimated how many we needed for a busy Saturday, so order 20 percent more.',
  },
  {
    fraction: 5,
    title: '菜单印刷很精美',
    content: '菜品照片颜色鲜艳，看着就有食欲。覆膜很厚，油渍一擦就掉，非常实用。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Quick reprint for price changes',
    content:
      'We update prices every season and the saved design makes reordering a five-minute job. Delivery in four days.',
  },
  {
    fraction: 3,
    title: 'Folds slightly off',
    content:
      'A few menus in the batch were folded a millimetre off center. Barely noticeable, but our chef noticed.',
  },
  {
    fraction: 5,
    title: 'Takeout orders went up',
    content:
      'We started putting these in every delivery bag and repeat orders through the QR code have clearly increased.',
  },
  {
    fraction: 5,
    title: '外卖单派发效果好',
    content: '纸张轻薄方便放进外卖袋，二维码扫描很顺畅，很多老客户都是看了菜单再次下单。',
    lang: 'zh',
  },
];

export const tableTentReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Dessert sales are up',
    content:
      'We put a dessert special on every table and it is now our best-selling add-on. The tents stand firmly.',
  },
  {
    fraction: 5,
    title: 'Sturdy and easy to fold',
    content: 'Scored folds and a locking tab mean they stand even near the air vents. Looks professional.',
  },
  {
    fraction: 4,
    title: 'Good quality, small text is tiny',
    content:
      'Print is sharp, but my 8 pt text was hard to read in our dim bar. My fault for squeezing too much in.',
  },
  {
    fraction: 5,
    title: '桌牌很挺',
    content: '卡纸够厚，放在桌上不会倒。我们用来展示无线网络密码和当日特价，客人都说很方便。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Great for conference tables',
    content:
      'Used them as name cards and session signs at our conference. Arrived flat and quick to assemble.',
  },
  {
    fraction: 5,
    title: 'Lamination worth it',
    content: 'Laminated tents survive spilled drinks and wipe clean. We reuse them for months.',
  },
];

export const flyerReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Vibrant and cheap in bulk',
    content:
      '2,500 flyers for our festival at a price our committee could not believe. Colors are bright and the paper is nice.',
  },
  {
    fraction: 5,
    title: 'Got them in two days',
    content: 'Chose rush production for a last-minute event and they arrived two days later. Lifesaver.',
  },
  {
    fraction: 4,
    title: 'Good paper, slight curl',
    content: 'The gloss paper is lovely. The stack had a slight curl on arrival that went away after a day.',
  },
  {
    fraction: 5,
    title: '传单质量很好',
    content: '纸张比想象中厚，色彩鲜艳，图片清晰。在商场派发效果很好，开业当天来了很多人。',
    lang: 'zh',
  },
  {
    fraction: 3,
    title: 'Colors differ from my monitor',
    content:
      'The deep purple in my design came out more blue than expected. I did not order a printed proof, which I would next time.',
  },
  {
    fraction: 5,
    title: 'Perfect for the notice board',
    content:
      'Our community center pins them everywhere. The uncoated option is easy to write dates on by hand.',
  },
  {
    fraction: 4,
    title: 'Reliable every month',
    content:
      'We order monthly event flyers and each batch matches the last. Would love a slightly cheaper 500 tier.',
  },
];

export const greetingCardReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Our wedding invitations were perfect',
    content: 'The cotton paper and matching envelopes looked elegant. Several guests framed theirs.',
  },
  {
    fraction: 5,
    title: 'Holiday cards for every client',
    content:
      'Sent 400 holiday cards with our team photo. The fold is crisp and the inside takes signatures beautifully.',
  },
  {
    fraction: 4,
    title: 'Lovely, envelopes a bit thin',
    content:
      'Cards are superb. The standard envelopes are a little thin; upgrade to the premium ones if you can.',
  },
  {
    fraction: 5,
    title: '请柬很精致',
    content: '烫金效果非常漂亮，纸张有质感，配套信封尺寸刚刚好。亲友都夸好看。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Good color, quick delivery',
    content:
      'The watercolor artwork reproduced well, with soft gradients and no banding. Arrived within a week.',
  },
  {
    fraction: 5,
    title: 'Thank-you cards customers keep',
    content:
      'We slip one into each order with a handwritten note. The uncoated inside is perfect for fountain pens.',
  },
];

export const brochureReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Folds are spot on',
    content:
      'Tri-fold panels line up perfectly and the scoring prevents cracking on our dark cover. Looks very professional.',
  },
  {
    fraction: 5,
    title: 'Great for our clinic',
    content:
      'Patients take them from the reception rack. The silk paper feels premium without looking glossy.',
  },
  {
    fraction: 4,
    title: 'Check your panel widths',
    content:
      'The inside flap needs to be slightly narrower, which the template explains. Once I used it, everything fitted perfectly.',
  },
  {
    fraction: 5,
    title: '折页质量很高',
    content: '三折页压痕准确，纸张厚实，图片色彩还原度高。放在前台展架上很显眼。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Good value at 1,000',
    content:
      'Price per brochure at 1,000 is excellent. Delivery took the full estimated time, so plan for it.',
  },
  {
    fraction: 3,
    title: 'Text close to the fold',
    content:
      'Some of my text ended up too close to a fold. The proof showed it, I just missed it. Read the proof carefully.',
  },
  {
    fraction: 5,
    title: 'Trade show hit',
    content:
      'We ran out of brochures on day two of the expo. Reordered with rush service and they reached the hotel in time.',
  },
];

export const bookletReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Programs looked professional',
    content:
      'Our theater program, 24 pages, was stapled neatly and trimmed evenly. The cover weight feels just right.',
  },
  {
    fraction: 5,
    title: 'Zine came out beautifully',
    content:
      'Black and white illustrations are sharp with deep blacks. The staples are flush, with no sharp edges.',
  },
  {
    fraction: 4,
    title: 'Page order needed a fix',
    content:
      'I uploaded spreads instead of single pages. Support noticed and helped me re-export. Great result after that.',
  },
  {
    fraction: 5,
    title: '小册子装订很好',
    content: '骑马钉装订牢固，页面对齐，封面覆膜后手感很好。产品手册客户都很满意。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Nice catalog, slight color shift',
    content: 'Photography looks great overall. Skin tones were a touch warm compared with our screen proof.',
  },
  {
    fraction: 5,
    title: 'Spine text perfectly centered',
    content:
      'The spine of our perfect-bound catalog lines up exactly. It looks like a real book on the shelf, which impressed our buyers.',
  },
  {
    fraction: 3,
    title: 'Good but took a while',
    content:
      'Quality is good. The bound catalogs took nine business days, longer than I had hoped for a reprint.',
  },
  {
    fraction: 5,
    title: '画册印刷精美',
    content: '胶装书脊平整，内页哑粉纸拍照效果很好，颜色和样稿一致。下一季还会继续合作。',
    lang: 'zh',
  },
];

export const letterheadReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Laser printer friendly',
    content: 'We print invoices on these every day and the toner bonds perfectly. No curling, no jams.',
  },
  {
    fraction: 5,
    title: 'Elegant linen texture',
    content: 'The linen finish gives our law firm letters a classic feel. The logo prints crisp and even.',
  },
  {
    fraction: 4,
    title: 'Nice paper, reorder early',
    content:
      'Quality is great. We ran out quicker than expected, so the 1,000 tier is the better deal for an office.',
  },
  {
    fraction: 5,
    title: '信纸档次很高',
    content: '纸张厚度合适，打印机走纸顺畅。标志颜色准确，整体非常专业。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Colors match our envelopes',
    content: 'Ordered with envelopes and the colors match. Only wish there were a lighter gray ink option.',
  },
  {
    fraction: 5,
    title: 'Smooth writing surface',
    content: 'Fountain pens glide across it without feathering. Perfect for handwritten thank-you letters.',
  },
];

export const notepadReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Clients take them home',
    content:
      'We put notepads on every meeting table and clients always take one. Great brand reminder on their desks.',
  },
  {
    fraction: 5,
    title: 'Sheets tear cleanly',
    content:
      'The glue binding holds the pad together but each sheet comes off cleanly. The chipboard back is sturdy.',
  },
  {
    fraction: 4,
    title: 'Good pads, light ink please',
    content:
      'Looks great. Our dark watermark made notes a little hard to read, so we lightened it for the reorder.',
  },
  {
    fraction: 5,
    title: '便签本很实用',
    content: '纸张不透墨，撕下来很整齐。展会上当赠品，大家都很喜欢。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Great value in bulk',
    content: 'At 100 pads the price per pad is excellent. Shipping was heavier than expected, naturally.',
  },
  {
    fraction: 5,
    title: 'Perfect realtor giveaways',
    content: 'Magnetic backing means they live on fridges for months. Best leave-behind we have used.',
  },
];

export const posterReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Gallery quality',
    content:
      'My art prints on the satin paper have rich blacks and smooth gradients. Shipped rolled in a sturdy tube.',
  },
  {
    fraction: 5,
    title: 'Event posters everywhere',
    content:
      'Ordered 25 posters for our concert and they looked amazing in shop windows. Colors were very vivid.',
  },
  {
    fraction: 4,
    title: 'Good print, tube was dented',
    content:
      'The tube had a dent from shipping, but the posters inside were fine. Print quality is excellent.',
  },
  {
    fraction: 5,
    title: '海报色彩鲜艳',
    content: '图片分辨率高，印出来非常清晰，颜色饱满。用来做店内促销效果很好。',
    lang: 'zh',
  },
  {
    fraction: 3,
    title: 'Check resolution first',
    content:
      'My photo was low resolution and it looked soft at 24 x 36. The warning at upload was there; I ignored it.',
  },
  {
    fraction: 5,
    title: 'Perfect for the classroom',
    content:
      'Laminated posters survive sticky hands and tape. The matte finish means no glare under fluorescent lights.',
  },
];

export const bannerReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Survived a windy weekend',
    content:
      'Hung the mesh banner on a fence at our outdoor market. Strong wind all weekend and the grommets held perfectly.',
  },
  {
    fraction: 5,
    title: 'Bright and readable',
    content:
      'Our grand opening banner was readable from across the road. Colors are bold and the hems are neat.',
  },
  {
    fraction: 4,
    title: 'Heavy duty, arrived folded',
    content:
      'Great quality vinyl. It came folded, so there were creases at first, but they relaxed in the sun within a day.',
  },
  {
    fraction: 5,
    title: '横幅很结实',
    content: '材料厚实，包边和扣眼做得很牢固。户外挂了一个月颜色依然鲜艳。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Good trade show backdrop',
    content:
      'The fabric banner looked smart with no glare under lights. Slight wrinkles packed away but it steamed out easily.',
  },
  {
    fraction: 5,
    title: 'Reused all season',
    content:
      'Used the same banner at twelve youth soccer games. Still looks new after rolling it up every week.',
  },
];

export const signReviews: ReviewText[] = [
  {
    fraction: 5,
    title: 'Yard signs held up',
    content:
      'Campaign yard signs stood through rain and sprinklers for six weeks. Stakes included made setup quick.',
  },
  {
    fraction: 5,
    title: 'Aluminum sign looks premium',
    content:
      'Our office entrance sign is crisp and flat, with neat mounting holes. It looks like it cost far more.',
  },
  {
    fraction: 4,
    title: 'Foam board is light but dents',
    content:
      'Foam board is perfect for easels at our wedding, but handle it carefully because the corners dent easily.',
  },
  {
    fraction: 5,
    title: '标牌质量很好',
    content: '亚克力标牌通透有质感，印刷清晰，配的安装螺丝也很实用。挂在前台非常显档次。',
    lang: 'zh',
  },
  {
    fraction: 4,
    title: 'Good colors, check orientation',
    content:
      'Print quality is great. I uploaded landscape art for a portrait sign and the proof caught it. Read the proof.',
  },
  {
    fraction: 5,
    title: 'Real estate signs that last',
    content: 'Our listing signs have been reused on a dozen properties. The UV inks show no fading yet.',
  },
];
