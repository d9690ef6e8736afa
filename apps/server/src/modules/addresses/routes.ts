import { api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { Answer, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { queryRegions } from './regions.ts';
import { listAddresses, saveAddress, updateAddress } from './service.ts';

export function addressRoutes(app: FastifyInstance): void {
  route(app, api.addressList, ({ lang, memberId }) => listAddresses(app.db, memberId, lang));

  route(app, api.queryRegion, ({ input, lang }) => queryRegions(app.db, input.level, input.pid, lang));

  route(app, api.addAddress, async ({ input, lang, memberId }) => {
    return new Answer(await saveAddress(app.db, memberId, input, lang), t(lang, 'addressSaved'));
  });

  route(app, api.updateAddress, async ({ input, lang, memberId }) => {
    const { id, ...fields } = input;
    return new Answer(await updateAddress(app.db, memberId, id, fields, lang), t(lang, 'addressSaved'));
  });
}
