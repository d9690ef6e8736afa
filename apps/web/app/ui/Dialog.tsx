import { type ReactNode, useEffect, useRef } from 'react';
import { ToastRegion } from './toast';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element naming the dialog. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A native modal dialog: the browser keeps it on top, makes the page behind it inert and
 * closes it on Esc (reported back through onClose so React state stays the source of truth).
 * A click on the backdrop closes it too. Content mounts only while open, so a closed dialog
 * keeps no half-typed input.
 */
export function Dialog({ open, onClose, labelledBy, className = '', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; keyboards close with Esc (cancel).
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={className}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      // Chrome closes without a cancel event when Esc is pressed twice in a row.
      onClose={onClose}
    >
      {open ? (
        <>
          <ToastRegion inDialog />
          {children}
        </>
      ) : null}
    </dialog>
  );
}
