import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, optionalText, requiredText } from '../api/inputs.ts';
import { itemMoved } from '../api/orders.ts';
import { MAX_UPLOAD_BYTES } from '../constants.ts';
import { idList } from './inputs.ts';
import { ITEM_STATES } from './item-states.ts';
import { BULK_ITEMS_MAX, PRODUCTION_MAX_LENGTH, TICKETS_MAX } from './limits.ts';

/**
 * The production line's calls (docs/product.md#production): proofs, file approval, printing,
 * shipping, delivery, cancelling an order, and the job ticket. A move the line forbids from the
 * item's state is 409.
 */

const itemInput = z.object({ itemId: idParam });

export const sendProof = endpoint({
  ...ADMIN_ROUTES.sendProof,
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
  ...ADMIN_ROUTES.approveFiles,
  auth: false,
  staff: 'production.move',
  summary: "Approve the customer's files as sent, without a proof",
  input: itemInput,
  output: itemMoved,
});

export const printItem = endpoint({
  ...ADMIN_ROUTES.printItem,
  auth: false,
  staff: 'production.move',
  summary: 'Start printing an approved item of a paid order that is not cancelled; the customer is mailed',
  input: itemInput,
  output: itemMoved,
});

/** What a bulk move did with one item: moved, or refused with the reason a single move would give. */
export const bulkMoveOutcome = z.object({
  itemId: z.number().int(),
  moved: z.boolean(),
  /** Why it was not moved, in the reader's language; '' when it was. */
  reason: z.string(),
});
export type BulkMoveOutcome = z.infer<typeof bulkMoveOutcome>;

export const printItems = endpoint({
  ...ADMIN_ROUTES.printItems,
  auth: false,
  staff: 'production.move',
  summary: `Start printing several items at once (at most ${BULK_ITEMS_MAX}, an id given twice counts once), each as printItem would: one at a time, each in its own transaction, audited and mailed; one refused does not stop the others. Answers each item's outcome in the order asked`,
  input: z.object({
    itemIds: z
      .array(idParam)
      .min(1)
      .max(BULK_ITEMS_MAX)
      .transform((ids) => [...new Set(ids)]),
  }),
  output: z.object({ items: z.array(bulkMoveOutcome) }),
});

export const shipItem = endpoint({
  ...ADMIN_ROUTES.shipItem,
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
  ...ADMIN_ROUTES.deliverItem,
  auth: false,
  staff: 'production.move',
  summary: 'Mark a shipped item delivered',
  input: itemInput,
  output: itemMoved,
});

export const moveItemBack = endpoint({
  ...ADMIN_ROUTES.moveItemBack,
  auth: false,
  staff: 'production.undo',
  summary:
    'Move an item back one step (admin.ITEM_BACK_MOVES) with the reason, recorded in its history and the audit log: approved (files approved as sent, not a proof the customer approved) to awaiting review, printing to approved, shipped to printing (carrier and tracking number cleared), delivered to shipped. `state` is the state the item is in as the screen showed it: 409 when it is elsewhere, or in a state with no move back. The customer is mailed when they were told of the move undone (printing, shipping)',
  input: itemInput.extend({
    state: z.enum(ITEM_STATES),
    reason: requiredText(PRODUCTION_MAX_LENGTH.moveBackReason),
  }),
  output: itemMoved,
});

export const cancelOrder = endpoint({
  ...ADMIN_ROUTES.cancelOrder,
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
  ...ADMIN_ROUTES.itemTicket,
  auth: false,
  staff: 'production.move',
  produces: 'text/html',
  summary:
    "A printable job ticket of an item (an HTML page): order, product, options, one quantity, the artwork to print (the approved proof, or the customer's latest file when the files were approved as sent) and the files and proofs it replaced, due date, ship-to address and a QR code of the item's page in the back office. A cancelled item has none (409); failures answer a small HTML page",
  input: itemInput,
  output: z.string(),
});

export const itemTickets = endpoint({
  ...ADMIN_ROUTES.itemTickets,
  auth: false,
  staff: 'production.move',
  produces: 'text/html',
  summary: `The job tickets of several items (at most ${TICKETS_MAX}) as one HTML page, one ticket per printed page, in the order asked. An unknown item is 404 and a cancelled one 409, naming them; failures answer a small HTML page`,
  input: z.object({
    items: idList(TICKETS_MAX).meta({ type: 'string', description: 'Item ids joined by commas: 12,13,14' }),
  }),
  output: z.string(),
});
