import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { idParam, optionalText, requiredText } from '../api/inputs.ts';
import { itemMoved } from '../api/orders.ts';
import { MAX_UPLOAD_BYTES } from '../constants.ts';
import { PRODUCTION_MAX_LENGTH } from './limits.ts';

/**
 * The production line's calls (docs/product.md#production): proofs, file approval, printing,
 * shipping, delivery, cancelling an order, and the job ticket. A move the line forbids from the
 * item's state is 409.
 */

const itemInput = z.object({ itemId: idParam });

export const sendProof = endpoint({
  method: 'POST',
  path: '/api/admin/items/:itemId/proofs',
  body: 'multipart',
  auth: false,
  staff: 'production.move',
  summary: `Send a proof of an item: the field "file" (JPEG, PNG, WebP, GIF or PDF, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB) and a message to the customer; it becomes version n+1, a pending earlier one is superseded, and the item waits for the customer's answer (proof_sent). The customer is mailed`,
  // The file part is read as a stream by the handler (as the upload call does); the message is
  // parsed with this schema once read.
  input: itemInput
    .extend({
      message: optionalText(PRODUCTION_MAX_LENGTH.proofMessage),
      file: z.any().optional().meta({ type: 'string', format: 'binary', description: 'The proof' }),
    })
    .meta({ required: ['itemId', 'file'] }),
  output: z.object({
    id: z.number().int(),
    version: z.number().int(),
    url: z.string().describe('Where the proof is served, /uploads/<id>.<ext>'),
  }),
});

export const approveFiles = endpoint({
  method: 'POST',
  path: '/api/admin/items/:itemId/approve-files',
  body: 'json',
  auth: false,
  staff: 'production.move',
  summary: "Approve the customer's files as sent, without a proof",
  input: itemInput,
  output: itemMoved,
});

export const printItem = endpoint({
  method: 'POST',
  path: '/api/admin/items/:itemId/print',
  body: 'json',
  auth: false,
  staff: 'production.move',
  summary: 'Start printing an approved item of a paid order that is not cancelled; the customer is mailed',
  input: itemInput,
  output: itemMoved,
});

export const shipItem = endpoint({
  method: 'POST',
  path: '/api/admin/items/:itemId/ship',
  body: 'json',
  auth: false,
  staff: 'production.move',
  summary: 'Ship a printed item with its carrier and tracking number; the customer is mailed both',
  input: itemInput.extend({
    carrier: requiredText(PRODUCTION_MAX_LENGTH.carrier),
    trackingNo: requiredText(PRODUCTION_MAX_LENGTH.trackingNo),
  }),
  output: itemMoved,
});

export const deliverItem = endpoint({
  method: 'POST',
  path: '/api/admin/items/:itemId/deliver',
  body: 'json',
  auth: false,
  staff: 'production.move',
  summary: 'Mark a shipped item delivered',
  input: itemInput,
  output: itemMoved,
});

export const cancelOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/cancel',
  body: 'json',
  auth: false,
  staff: 'orders.cancel',
  summary:
    'Cancel an order none of whose items is printing, shipped or delivered: every item is cancelled and what was paid is refunded through the payment provider',
  input: z.object({ id: idParam, reason: requiredText(PRODUCTION_MAX_LENGTH.cancelReason) }),
  output: z.object({
    orderId: z.number().int(),
    refunded: z.number().describe('US dollars refunded, two decimals'),
  }),
});

export const itemTicket = endpoint({
  method: 'GET',
  path: '/api/admin/items/:itemId/ticket',
  auth: false,
  staff: 'production.move',
  produces: 'text/html',
  summary:
    "A printable job ticket of an item (an HTML page): order, product, options, quantity, design files, due date, customer and a QR code of the item's page in the back office",
  input: itemInput,
  output: z.string(),
});
