import { admin } from '@printshop/contract';
import { z } from 'zod';
import { readHtml, readHtmlFolder, readJson } from '../data-files.ts';
import {
  seedDesignArticle,
  seedHtml,
  seedNoticeTile,
  seedPartner,
  seedProcessStep,
  seedSiteSettings,
  seedTestimonial,
  seedTrustBlocks,
} from '../types.ts';

/** Home page, product-page shared texts and the /designService page, from demo-data. */

export const siteSettings = readJson('home/site.json', seedSiteSettings);
export const partners = readJson('home/partners.json', z.array(seedPartner));
export const testimonials = readJson('home/testimonials.json', z.array(seedTestimonial));
export const trustBlocks = readJson('home/trust.json', seedTrustBlocks);
/** The shop's cut-off and holidays: a real shop opens with them too (docs/decisions/074). */
export const shopCalendar = readJson('home/calendar.json', admin.shopCalendarSettings);

export const noticeTiles = readJson('product-page/notices.json', z.array(seedNoticeTile));
export const processSteps = readJson('product-page/steps.json', z.array(seedProcessStep));
export const precautionsHtml = readHtml('product-page/precautions.html', seedHtml).content;
export const afterSalesHtml = readHtml('product-page/after-sales.html', seedHtml).content;

export const designArticles = readHtmlFolder('design-service', seedDesignArticle);
