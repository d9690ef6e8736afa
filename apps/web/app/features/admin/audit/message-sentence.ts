import type { admin } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import type { SentencePart } from '../lib/sentence';
import { sentenceOf } from '../lib/sentence';
import { messagePath } from '../messages/message-query';
import { staffLink, whoOrUnknown } from './audit-links';
import { recordedNumber, recordedText } from './recorded-values';

type MessageAction = Extract<admin.AuditAction, `message.${string}`>;

/** The staff member a recorded message was assigned to, linked to what they did; null for nobody. */
function assigneeIn(record: unknown): SentencePart[] | null {
  const id = recordedNumber(record, 'assignee', 'id');
  const assignee =
    typeof record === 'object' && record !== null ? (record as { assignee?: unknown }).assignee : undefined;
  const name = recordedText(assignee, 'name');
  return id === undefined || name === undefined ? null : [staffLink(id, name)];
}

/**
 * A staff member's handling of a contact message as a sentence, the message named by its sender
 * and linked to its screen: a reply (which opened a closed message again), an assignment, a close
 * or a reopening. Null when the entry lacks the sender.
 */
export function messageSentence(
  action: MessageAction,
  entry: admin.AuditEntry,
  texts: AdminMessages,
): SentencePart[] | null {
  const { activity } = texts;
  const name = recordedText(entry.after, 'from');
  if (!name) return null;
  const values = {
    who: whoOrUnknown(entry, texts),
    from: entry.entityId === null ? name : { text: name, to: messagePath(entry.entityId) },
  };
  switch (action) {
    case 'message.reply': {
      const reopened = recordedText(entry.before, 'status') === 'closed';
      return sentenceOf(reopened ? activity.messageRepliedReopened : activity.messageReplied, values);
    }
    case 'message.assign': {
      const assignee = assigneeIn(entry.after);
      if (assignee) return sentenceOf(activity.messageAssigned, { ...values, assignee });
      const previous = assigneeIn(entry.before);
      return previous ? sentenceOf(activity.messageUnassigned, { ...values, assignee: previous }) : null;
    }
    case 'message.close':
      return sentenceOf(activity.messageClosed, values);
    case 'message.reopen':
      return sentenceOf(activity.messageReopened, values);
  }
}
