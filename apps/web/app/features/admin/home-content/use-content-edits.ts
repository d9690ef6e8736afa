import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useToast } from '~/ui/toast';

/**
 * A list's add, change and remove dialogs: which record the form shows (`{}` for a new one, null
 * while closed) and which is asked about removal; a saved edit is told and the list loaded again.
 */
export function useContentEdits<T>() {
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
