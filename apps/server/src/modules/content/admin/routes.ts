import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import { readCalendarSettings } from '../shop-calendar.ts';
import { headerSettings, saveHeaderSettings } from '../site-settings.ts';
import { adminArticleRoutes } from './article-routes.ts';
import { adminBlogRoutes } from './blog-routes.ts';
import { editorOf } from './content-edit.ts';
import { adminHomeContentRoutes } from './home-routes.ts';
import { saveShopCalendar } from './shop-calendar.ts';

/** The back office's content calls (docs/staff.md); route() checks the session and permission. */
export function adminContentRoutes(app: FastifyInstance): void {
  adminHomeContentRoutes(app);
  adminArticleRoutes(app);
  adminBlogRoutes(app);

  route(app, admin.adminSiteSettings, () => headerSettings(app.db));

  route(app, admin.adminSaveSiteSettings, async ({ input, lang, staff, request }) => {
    const saved = await saveHeaderSettings(app.db, input, { staffId: staff!.staffId, ip: request.ip });
    app.changes.changed();
    return new Answer(saved, t(lang, 'settingsSaved'));
  });

  const { shopTimeZone: timeZone } = app.config;

  route(app, admin.adminShopCalendar, async () => ({ ...(await readCalendarSettings(app.db)), timeZone }));

  route(app, admin.adminSaveShopCalendar, async ({ input, lang, staff, request }) => {
    const saved = await saveShopCalendar(app.db, input, editorOf(staff, request));
    app.changes.changed();
    return new Answer({ ...saved, timeZone }, t(lang, 'shopCalendarSaved'));
  });
}
