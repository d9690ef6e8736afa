import { admin } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import { setAccountDisabled } from './account-standing.ts';
import { adminCustomer } from './customer-detail.ts';
import { customerList } from './customer-list.ts';
import { addCustomerNote } from './customer-notes.ts';

/** The back office's customers (docs/staff.md); route() checks the session and the permission. */
export function adminCustomerRoutes(app: FastifyInstance): void {
  route(app, admin.adminCustomerList, ({ input }) => customerList(app.db, input));

  route(app, admin.adminCustomerDetail, ({ input, lang }) => adminCustomer(app.db, lang, input.id));

  route(app, admin.addCustomerNote, async ({ input, lang, staff, request }) => {
    const note = await addCustomerNote(app.db, input.id, input.text, {
      staffId: staff!.staffId,
      name: staff!.name,
      ip: request.ip,
    });
    return new Answer(note, t(lang, 'orderNoteAdded'));
  });

  for (const [endpoint, disable] of [
    [admin.disableCustomer, true],
    [admin.enableCustomer, false],
  ] as const) {
    route(app, endpoint, async ({ input, lang, staff, request }) => {
      const { email, ...standing } = await setAccountDisabled(app.db, input.id, disable, {
        staffId: staff!.staffId,
        ip: request.ip,
      });
      return new Answer(standing, t(lang, disable ? 'customerDisabled' : 'customerEnabled', { email }));
    });
  }
}
