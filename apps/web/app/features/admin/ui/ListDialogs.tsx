import { type ReactNode, useId } from 'react';
import type { Answer } from '~/lib/api';
import { interpolate } from '~/lib/interpolate';
import type { StaffFormProps } from '../staff/use-staff-form';
import { FormDialog } from './FormDialog';
import { RemoveDialog } from './RemoveDialog';
import type { ListEdits } from './use-list-edits';

interface ListDialogsProps<T> {
  edits: ListEdits<T>;
  /** The form that adds a row, or changes the one given; none where rows are edited on their own screen. */
  form?: (record: T | undefined, events: StaffFormProps) => ReactNode;
  /** The removal's question, its title's words filled in from the row's `labelValues`. */
  removal: { title: string; body: string; confirm: string };
  labelValues: (row: T) => Record<string, string>;
  /** Makes the removal call. */
  remove: (row: T) => Promise<Answer<unknown>>;
}

/** A list's dialogs: its add and change form, and its question before a row is removed. */
export function ListDialogs<T>({ edits, form, removal, labelValues, remove }: ListDialogsProps<T>) {
  const formTitleId = useId();
  const { editing, setEditing, removing, setRemoving, done } = edits;
  return (
    <>
      {form ? (
        <FormDialog
          open={editing !== null}
          titleId={formTitleId}
          width="max-w-2xl"
          onClose={() => setEditing(null)}
          onSaved={done}
        >
          {(events) => form(editing?.record, events)}
        </FormDialog>
      ) : null}
      <RemoveDialog
        open={removing !== null}
        title={removing ? interpolate(removal.title, labelValues(removing)) : ''}
        body={removal.body}
        confirm={removal.confirm}
        remove={() => remove(removing!)}
        onClose={() => setRemoving(null)}
        onRemoved={done}
      />
    </>
  );
}
