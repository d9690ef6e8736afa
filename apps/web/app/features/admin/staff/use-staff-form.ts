import { useEffect } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { Answer } from '~/lib/api';
import type { Check } from '~/lib/ordered-form';
import { useOrderedForm } from '~/ui/use-ordered-form';
import type { AdminApi } from '../lib/admin-api';
import { useAdminApi } from '../lib/use-admin-api';

/** What a staff form's dialog (the staff screen's, the staff panel's password change) gives the form in it. */
export interface StaffFormProps {
  titleId: string;
  onClose: () => void;
  /** Tells the dialog whether closing must wait for a save in flight. */
  onBusyChange: (busy: boolean) => void;
  /** The server's message of a save that went through. */
  onSaved: (msg: string) => void;
  /** A save with nothing to send: the dialog closes without a word. */
  onUnchanged: () => void;
}

interface StaffFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** The checks in screen order, in the back office's words; built at each submit (useOrderedForm). */
  checks: () => readonly Check<V>[];
  /** Makes the call, answering the server's message with its data; null when there is nothing to send. */
  save: (client: AdminApi, values: V) => Promise<Answer<unknown>> | null;
  events: Pick<StaffFormProps, 'onBusyChange' | 'onSaved' | 'onUnchanged'>;
}

/**
 * A staff form checked in order like every form of the shop; a save hands the server's message
 * on, a refusal shows the server's (useOrderedForm), and a form with nothing to send just closes.
 */
export function useStaffForm<V extends FieldValues>({
  defaultValues,
  checks,
  save,
  events: { onBusyChange, onSaved, onUnchanged },
}: StaffFormOptions<V>) {
  const client = useAdminApi();
  const ordered = useOrderedForm<V>({
    defaultValues,
    checks,
    send: async (values) => {
      const saving = save(client, values);
      if (saving) onSaved((await saving).msg);
      else onUnchanged();
    },
  });
  const { busy } = ordered;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  return ordered;
}
