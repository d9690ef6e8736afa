import { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { staffLink, whoOf } from './audit-links';
import { recordedFlag, recordedNotices, recordedText } from './recorded-values';

type StaffAction = Extract<admin.AuditAction, `staff.${string}`>;

const roleName = (texts: AdminMessages, role: string | undefined) =>
  role !== undefined && (admin.STAFF_ROLES as readonly string[]).includes(role)
    ? texts.roles[role as admin.StaffRole]
    : undefined;

/** What a change of an account changed (staff.update's before and after), in words. */
function accountChanges(entry: admin.AuditEntry, texts: AdminMessages): string[] {
  const words = texts.activity.staffChanges;
  const [before, after] = [entry.before, entry.after];
  const name = recordedText(after, 'name');
  const email = recordedText(after, 'email');
  const from = roleName(texts, recordedText(before, 'role'));
  const to = roleName(texts, recordedText(after, 'role'));
  const active = recordedFlag(after, 'active');
  return [
    name !== undefined && name !== recordedText(before, 'name') && interpolate(words.name, { name }),
    email !== undefined && email !== recordedText(before, 'email') && interpolate(words.email, { email }),
    from && to && from !== to && interpolate(words.role, { from, to }),
    active !== undefined &&
      active !== recordedFlag(before, 'active') &&
      (active ? words.activated : words.deactivated),
    recordedFlag(after, 'passwordChanged') === true && words.password,
  ].filter((change): change is string => typeof change === 'string');
}

/**
 * A staff action as a sentence, or null when the entry lacks what it needs. The account's name
 * is the one recorded with the change (staff.create, staff.update) where there is one.
 */
export function staffSentence(
  action: StaffAction,
  entry: admin.AuditEntry,
  texts: AdminMessages,
): SentencePart[] | null {
  const { activity } = texts;
  const who = whoOf(entry);
  const recordedName = recordedText(entry.before, 'name') ?? recordedText(entry.after, 'name');
  const memberName = recordedName ?? entry.subject?.name;
  const member = entry.entityId !== null && memberName ? staffLink(entry.entityId, memberName) : null;
  switch (action) {
    case 'staff.login.failed': {
      const email = recordedText(entry.after, 'email');
      return email ? sentenceOf(activity.loginFailedAs, { email }) : [activity.loginFailed];
    }
    case 'staff.password':
      if (!who) return member ? sentenceOf(activity.passwordReset, { member }) : null;
      return sentenceOf(activity.ownPassword, { who });
    case 'staff.create': {
      const role = roleName(texts, recordedText(entry.after, 'role'));
      return who && member && role ? sentenceOf(activity.staffCreated, { who, member, role }) : null;
    }
    case 'staff.notices': {
      const notices = recordedNotices(entry.after, 'notices');
      if (!who || !notices) return null;
      if (notices.length === 0) return sentenceOf(activity.noticesNone, { who });
      const names = notices.map((notice) => texts.notices.names[notice]).join(activity.changesJoiner);
      return sentenceOf(activity.noticesChosen, { who, notices: names });
    }
    case 'staff.update': {
      if (!who || !member) return null;
      const changes = accountChanges(entry, texts);
      if (changes.length === 0) return sentenceOf(activity.staffUnchanged, { who, member });
      return sentenceOf(activity.staffUpdated, {
        who,
        member,
        changes: changes.join(activity.changesJoiner),
      });
    }
    default:
      return who ? sentenceOf(action === 'staff.login' ? activity.login : activity.logout, { who }) : null;
  }
}
