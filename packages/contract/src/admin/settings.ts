import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { requiredText, text } from '../api/inputs.ts';
import { mediaPath } from './inputs.ts';

/** The shop's own words in the header, as an owner edits them: each text in both languages. */

export const SETTINGS_LIMITS = { title: 80, phone: 30 } as const;

/** A text written in English and in Chinese, side by side. */
export const bilingual = (max: number) => z.object({ en: requiredText(max), zh: requiredText(max) });

export const siteSettings = z.object({
  /** The browser's title of the home page, and the home page's heading. */
  hometitle: bilingual(SETTINGS_LIMITS.title),
  /** The short title in the header bar. */
  title: bilingual(SETTINGS_LIMITS.title),
  /** The phone number the header shows: digits, spaces and + ( ) - only. */
  mobile: text()
    .trim()
    .min(1)
    .max(SETTINGS_LIMITS.phone)
    .regex(/^[0-9+() -]+$/),
  /** The home page's banner on computers, and on phones: the shop's drawings or uploaded images. */
  bannerImg: mediaPath,
  bannerMobileImg: mediaPath,
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const adminSiteSettings = endpoint({
  ...ADMIN_ROUTES.adminSiteSettings,
  auth: false,
  staff: 'catalog.manage',
  summary: 'The header’s titles in both languages, its phone number, and the home page’s banners',
  input: z.object({}),
  output: siteSettings,
});

export const adminSaveSiteSettings = endpoint({
  ...ADMIN_ROUTES.adminSaveSiteSettings,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Change the header’s titles, phone number and the home page’s banners; every page shows them at once',
  input: siteSettings,
  output: siteSettings,
});
