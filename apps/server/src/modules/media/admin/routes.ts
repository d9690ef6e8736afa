import path from 'node:path';
import { admin, CODE } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http/errors.ts';
import { route } from '../../../http/route.ts';
import { receiveForm, registerMultipart } from '../../files/receive.ts';
import { storeMediaImage } from '../uploads.ts';

/**
 * POST /api/admin/media: an image staff upload for the catalogue or the content, served then at
 * /media/uploads/<id>.webp (routes.ts). Register with `app.register`: the multipart parser exists
 * only inside this plugin. route() has checked the session and permission before the body is read.
 */
export async function adminMediaRoutes(app: FastifyInstance): Promise<void> {
  await registerMultipart(app);
  const storage = app.storage.uploads;
  const incoming = path.join(app.config.dataDir, 'tmp');

  route(app, admin.adminUploadMedia, async ({ staff, request }) => {
    const form = await receiveForm(request, incoming, admin.MAX_MEDIA_BYTES);
    try {
      if (!form.file) throw new HttpError(CODE.badRequest, 'uploadMissing');
      return await storeMediaImage(app.db, storage, form.file, { staffId: staff!.staffId, ip: request.ip });
    } finally {
      await form.discard();
    }
  });
}
