import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

interface CloseButtonProps {
  label: string;
  onClose: () => void;
  /** Where the button sits, when it is not in a DialogHeader. */
  className?: string;
  iconSize?: number;
}

/** The × that closes a dialog. */
export function CloseButton({ label, onClose, className = '', iconSize = 20 }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      className={`rounded-full p-2 text-navy/70 hover:bg-sand hover:text-navy ${className}`}
    >
      <CloseIcon width={iconSize} height={iconSize} />
    </button>
  );
}

interface DialogHeaderProps extends Omit<CloseButtonProps, 'className'> {
  /** The id the dialog's `labelledBy` names. */
  titleId: string;
  title: ReactNode;
  titleClassName: string;
  /** The bar's padding. */
  className: string;
  /** What stands between the title and the close button (the menu's logo). */
  children?: ReactNode;
}

/** A dialog's title bar: its heading, and the close button at the end. */
export function DialogHeader({
  titleId,
  title,
  titleClassName,
  className,
  children,
  ...close
}: DialogHeaderProps) {
  return (
    <div className={`flex items-center justify-between gap-4 border-b border-navy/10 ${className}`}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
      <CloseButton {...close} />
    </div>
  );
}
