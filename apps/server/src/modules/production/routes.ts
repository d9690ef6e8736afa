import path from 'node:path';
import { admin, api, CODE, formatMoney, type Lang } from '@printshop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { Answer, parseInput, route } from '../../http/route.ts';
import { t } from '../../i18n/messages.ts';
import { closePdfRenderer } from '../files/pdf.ts';
import { receiveForm, registerMultipart } from '../files/receive.ts';
import type { StaffSession } from '../staff/sessions.ts';
import { approveProof, requestChanges } from './answers.ts';
import { printItems } from './bulk-print.ts';
import { cancelOrder } from './cancel.ts';
import { moveItemBack } from './move-back.ts';
import { refundOrder } from './refund.ts';
import { reprintItem } from './reprint.ts';
import {
  approveFiles,
  deliverItem,
  type ProductionDeps,
  printItem,
  type StaffActor,
  sendProof,
  shipItem,
} from './service.ts';
import { jobTickets } from './ticket.ts';
import { TICKET_POLICY } from './ticket-page.ts';

/**
 * The production line's calls: the staff moves, the job ticket, and the customer's answers to a
 * proof. Register with `app.register`: the multipart parser for proofs exists only in this plugin.
 */
export async function productionRoutes(app: FastifyInstance): Promise<void> {
  await registerMultipart(app);
  app.addHook('onClose', closePdfRenderer);
  const storage = app.storage.uploads;
  const incoming = path.join(app.config.dataDir, 'tmp');
  const deps = (request: FastifyRequest): ProductionDeps => ({
    db: app.db,
    storage,
    mailer: app.mailer,
    log: request.log,
    publicUrl: app.config.publicUrl,
  });
  // route() has checked the session and permission of every admin call before its handler runs.
  const actor = (staff: StaffSession | null, request: FastifyRequest): StaffActor => ({
    staffId: staff!.staffId,
    ip: request.ip,
  });

  route(app, admin.sendProof, async ({ input, lang, staff, request }) => {
    const form = await receiveForm(request, incoming);
    try {
      // The message arrives in the multipart body: parsed by the contract once read.
      const { message } = parseInput(admin.sendProof, { ...form.fields, itemId: input.itemId }, lang);
      if (!form.file) throw new HttpError(CODE.badRequest, 'proofMissing');
      const proof = { filePath: form.file, message };
      return await sendProof(deps(request), input.itemId, actor(staff, request), proof, lang);
    } finally {
      await form.discard();
    }
  });

  route(app, admin.approveFiles, ({ input, lang, staff, request }) =>
    approveFiles(app.db, input.itemId, actor(staff, request), lang),
  );

  route(app, admin.printItem, ({ input, lang, staff, request }) =>
    printItem(deps(request), input.itemId, actor(staff, request), lang),
  );

  route(app, admin.printItems, async ({ input, lang, staff, request }) => {
    const items = await printItems(deps(request), input.itemIds, actor(staff, request), lang);
    const printed = items.filter((item) => item.moved).length;
    return new Answer({ items }, t(lang, 'itemsPrintStarted', { printed, count: items.length }));
  });

  route(app, admin.shipItem, ({ input: { itemId, ...shipment }, lang, staff, request }) =>
    shipItem(deps(request), itemId, actor(staff, request), shipment, lang),
  );

  route(app, admin.deliverItem, ({ input, lang, staff, request }) =>
    deliverItem(app.db, input.itemId, actor(staff, request), lang),
  );

  route(app, admin.moveItemBack, ({ input: { itemId, ...back }, lang, staff, request }) =>
    moveItemBack(deps(request), itemId, actor(staff, request), back, lang),
  );

  route(app, admin.cancelOrder, ({ input, lang, staff, request }) =>
    cancelOrder(
      { ...deps(request), payments: app.payments },
      input.id,
      actor(staff, request),
      input.reason,
      lang,
    ),
  );

  route(app, admin.reprintItem, ({ input, lang, staff, request }) =>
    reprintItem(deps(request), input.itemId, actor(staff, request), input.reason, lang),
  );

  route(app, admin.refundOrder, async ({ input, lang, staff, request }) => {
    const refundDeps = { ...deps(request), payments: app.payments };
    const refund = await refundOrder(refundDeps, input, actor(staff, request), lang);
    return new Answer(refund, t(lang, 'refundDone', { amount: formatMoney(refund.refunded, lang) }));
  });

  const tickets = async (itemIds: number[], lang: Lang, reply: FastifyReply) => {
    const page = await jobTickets(app.db, itemIds, lang, app.config);
    reply.header('content-security-policy', TICKET_POLICY);
    return page;
  };
  route(app, admin.itemTicket, ({ input, lang, reply }) => tickets([input.itemId], lang, reply));
  route(app, admin.itemTickets, ({ input, lang, reply }) => tickets(input.items, lang, reply));

  route(app, api.approveProof, async ({ input, lang, memberId, request }) => {
    const moved = await approveProof(deps(request), input.proofId, { memberId, ip: request.ip }, lang);
    return new Answer(moved, t(lang, 'proofApproved'));
  });

  route(app, api.requestChanges, async ({ input, lang, memberId, request }) => {
    const moved = await requestChanges(deps(request), input, { memberId, ip: request.ip }, lang);
    return new Answer(moved, t(lang, 'changesRequested'));
  });
}
