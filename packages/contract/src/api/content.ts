import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const categoryLink = z.object({ id: z.number().int(), typeName: z.string() });

export const headerData = z.object({
  hometitle: z.string(),
  title: z.string(),
  mobile: z.string(),
  categoryFirst: z.array(categoryLink.extend({ subclassVOList: z.array(categoryLink) })),
});
export type HeaderData = z.infer<typeof headerData>;

export const homeTitle = endpoint({
  method: 'GET',
  path: '/api/home/hometitle',
  auth: false,
  summary: 'Header data: shop title, contact phone and the category navigation',
  input: z.object({}),
  output: headerData,
});
