import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useToast } from '~/ui/toast';

export interface ListEdits<T> {
  /** The record the form shows: `{}` for a new one; null while it is closed. */
  editing: { record?: T } | null;
  setEditing: (editing: { record?: T } | null) => void;
  /** The record asked about removal; null while no question is open. */
  removing: T | null;
  setRemoving: (removing: T | null) => void;
  /** Tells a saved edit, closes the dialogs and loads the list again. */
  done: (msg: string) => void;
}

/**
 * A list's add, change and remove dialogs: which record the form shows (`{}` for a new one, null
 * while closed) and which is asked about removal; a saved edit is told and the list loaded again.
 */
export function useListEdits<T>(): ListEdits<T> {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<{ record?: T } | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);

  function done(msg: string) {
    toast('success', msg);
    setEditing(null);
    setRemoving(null);
    revalidator.revalidate();
  }

  return { editing, setEditing, removing, setRemoving, done };
}
