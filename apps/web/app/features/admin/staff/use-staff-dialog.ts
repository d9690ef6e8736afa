import { useCallback, useRef } from 'react';
import type { StaffFormProps } from './use-staff-form';

interface StaffDialogEvents {
  titleId: string;
  onClose: () => void;
  onSaved: (msg: string) => void;
}

/**
 * A staff form's modal: its close, which does nothing while a save is in flight (the answer,
 * a refusal above all, would have no form left to show on), and the props for the form in it.
 */
export function useStaffDialog({ titleId, onClose, onSaved }: StaffDialogEvents): {
  close: () => void;
  form: StaffFormProps;
} {
  const busy = useRef(false);
  const onBusyChange = useCallback((value: boolean) => {
    busy.current = value;
  }, []);
  const close = () => {
    if (!busy.current) onClose();
  };
  const form = {
    titleId,
    onClose: close,
    onBusyChange,
    onSaved: (msg: string) => {
      busy.current = false;
      onSaved(msg);
    },
    onUnchanged: () => {
      busy.current = false;
      onClose();
    },
  };
  return { close, form };
}
