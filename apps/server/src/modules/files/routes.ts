import path from 'node:path';
import { api, CODE } from '@printshop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { parseInput, route } from '../../http/route.ts';
import { memberIdForToken } from '../identity/sessions.ts';
import { hit } from '../ratelimit/service.ts';
import { storeDesign, uploadedDesign } from './designs.ts';
import { openUpload } from './open-upload.ts';
import { warmPdfWorker } from './pdf.ts';
import { receiveForm, registerMultipart } from './receive.ts';

const HOUR = 60 * 60;
const UPLOADS_PER_HOUR = 60;
/** An upload's URL names its content for good, so browsers may keep it as long as they like. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Uploads work without logging in; a valid token only records whose they are. */
async function optionalMember(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  return request.token ? memberIdForToken(app.db, request.token) : null;
}

/**
 * POST /api/file/upload, GET /uploads/<id>.<ext> and GET /uploads/<id>.preview.webp. Register
 * with `app.register`: the multipart parser, with the upload limits, exists only inside this plugin.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const incoming = path.join(app.config.dataDir, 'tmp');

  await registerMultipart(app);

  route(app, api.uploadFile, async ({ request, lang }) => {
    await hit(app.db, [{ key: `upload:ip:${request.ip}`, max: UPLOADS_PER_HOUR, windowSeconds: HOUR }]);
    if (request.isMultipart()) warmPdfWorker();
    const form = await receiveForm(request, incoming);
    try {
      const { productNo, pages } = parseInput(api.uploadFile, form.fields, lang);
      if (!form.file) throw new HttpError(CODE.badRequest, 'uploadDesignMissing');
      const memberId = await optionalMember(app, request);
      const purpose = { productNo: productNo || null, pages: pages ?? null };
      const { url, findings } = await storeDesign(app, form.file, memberId, purpose);
      return uploadedDesign(url, findings, lang);
    } finally {
      await form.discard();
    }
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const upload = await openUpload(app, request.params.name);
    if (!upload) throw new HttpError(CODE.notFound, 'notFound');
    if (upload.size !== null) reply.header('content-length', upload.size);
    return (
      reply
        .header('content-type', upload.mime)
        // A PDF is downloaded, never shown in a page of the shop's origin: a page shows its preview.
        .header('content-disposition', upload.mime === 'application/pdf' ? 'attachment' : 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', IMMUTABLE)
        .send(upload.body)
    );
  });
}
