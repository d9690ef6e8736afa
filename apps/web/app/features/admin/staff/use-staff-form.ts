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
}

interface StaffFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** The checks in screen order, in the back office's words; built at each submit (useOrderedForm). */
  checks: () => readonly Check<V>[];
  /** Makes the call, answering the server's message with its data. */
  save: (client: AdminApi, values: V) => Promise<Answer<unknown>>;
  events: Pick<StaffFormProps, 'onBusyChange' | 'onSaved'>;
}

/**
 * A staff form checked in order like every form of the shop; a save hands the server's message
 * on, a refusal shows the server's (useOrderedForm).
 */
export function useStaffForm<V extends FieldValues>({
  defaultValues,
  checks,
  save,
  events: { onBusyChange, onSaved },
}: StaffFormOptions<V>) {
  const client = useAdminApi();
  const ordered = useOrderedForm<V>({
    defaultValues,
    checks,
    send: async (values) => onSaved((await save(client, values)).msg),
  });
  const { busy } = ordered;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  return ordered;
}
