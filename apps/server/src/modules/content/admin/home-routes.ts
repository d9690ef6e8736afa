import { admin } from '@printshop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Answer, route } from '../../../http/route.ts';
import { t } from '../../../i18n/messages.ts';
import type { StaffSession } from '../../staff/sessions.ts';
import { addComment, commentList, deleteComment, updateComment } from './comments.ts';
import type { ContentEditor } from './content-edit.ts';
import { addPartner, deletePartner, orderPartners, partnerList, updatePartner } from './partners.ts';
import { saveTrustBlocks, trustBlocksToEdit } from './trust-blocks.ts';

const editorOf = (staff: StaffSession | null, request: FastifyRequest): ContentEditor => ({
  staffId: staff!.staffId,
  ip: request.ip,
});

/**
 * The home page's content (partners, customers' comments, trust blocks) for owners. Each write
 * empties this process's caches once it has committed, so the owner's next look at the home page
 * shows it; the other processes hear of it through the change feed.
 */
export function adminHomeContentRoutes(app: FastifyInstance): void {
  /** The answer of a committed edit, once this process's caches are emptied. */
  const edited = <T>(data: T, msg: string) => {
    app.changes.changed();
    return new Answer(data, msg);
  };

  route(app, admin.adminPartnerList, async () => ({ list: await partnerList(app.db) }));

  route(app, admin.adminPartnerCreate, async ({ input, lang, staff, request }) => {
    const partner = await addPartner(app.db, input, editorOf(staff, request));
    return edited(partner, t(lang, 'partnerAdded', { name: partner.name }));
  });

  route(app, admin.adminPartnerUpdate, async ({ input: { id, ...fields }, lang, staff, request }) => {
    const partner = await updatePartner(app.db, id, fields, editorOf(staff, request));
    return edited(partner, t(lang, 'partnerSaved', { name: partner.name }));
  });

  route(app, admin.adminPartnerDelete, async ({ input, lang, staff, request }) => {
    const partner = await deletePartner(app.db, input.id, editorOf(staff, request));
    return edited(partner, t(lang, 'partnerRemoved', { name: partner.name }));
  });

  route(app, admin.adminPartnerOrder, async ({ input, lang, staff, request }) => {
    const list = await orderPartners(app.db, input.ids, editorOf(staff, request));
    return edited({ list }, t(lang, 'partnersOrdered'));
  });

  route(app, admin.adminCommentList, async () => ({ list: await commentList(app.db) }));

  route(app, admin.adminCommentCreate, async ({ input, lang, staff, request }) => {
    const comment = await addComment(app.db, input, editorOf(staff, request));
    return edited(comment, t(lang, 'commentAdded', { author: comment.author }));
  });

  route(app, admin.adminCommentUpdate, async ({ input: { id, ...fields }, lang, staff, request }) => {
    const comment = await updateComment(app.db, id, fields, editorOf(staff, request));
    return edited(comment, t(lang, 'commentSaved', { author: comment.author }));
  });

  route(app, admin.adminCommentDelete, async ({ input, lang, staff, request }) => {
    const comment = await deleteComment(app.db, input.id, editorOf(staff, request));
    return edited(comment, t(lang, 'commentRemoved', { author: comment.author }));
  });

  route(app, admin.adminTrustBlocks, async () => ({ blocks: await trustBlocksToEdit(app.db) }));

  route(app, admin.adminSaveTrustBlocks, async ({ input, lang, staff, request }) => {
    const blocks = await saveTrustBlocks(app.db, input.blocks, editorOf(staff, request));
    return edited({ blocks }, t(lang, 'trustBlocksSaved'));
  });
}
