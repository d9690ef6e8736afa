import { boxProducts } from './products-boxes.ts';
import { brochureBookletProducts } from './products-brochures-booklets.ts';
import { businessCardProducts } from './products-business-cards.ts';
import { directMailProducts } from './products-direct-mail.ts';
import { flyerPostcardProducts } from './products-flyers-postcards.ts';
import { labelProducts } from './products-labels.ts';
import { menuProducts } from './products-menus.ts';
import type { SeedProduct } from './products-shared.ts';
import { signPosterProducts } from './products-signs-posters.ts';
import { stationeryProducts } from './products-stationery.ts';
import { stickerProducts } from './products-stickers.ts';

/** Every demo product, in the order of the level-1 categories. */
export const productData: SeedProduct[] = [
  ...businessCardProducts,
  ...labelProducts,
  ...stickerProducts,
  ...boxProducts,
  ...directMailProducts,
  ...menuProducts,
  ...flyerPostcardProducts,
  ...brochureBookletProducts,
  ...stationeryProducts,
  ...signPosterProducts,
];
