import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { DialogHeader } from './DialogHeader';

interface DialogFormProps {
  titleId: string;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button row, kept in view below the scrolling fields. */
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The inside of a modal form: a title bar with a close button, the fields (scrolling on their
 * own when the screen is short) and the submit row, both always in view.
 */
export function DialogForm({ titleId, title, onClose, onSubmit, footer, children }: DialogFormProps) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
      <DialogHeader
        titleId={titleId}
        title={title}
        titleClassName="text-xl font-bold tracking-tight"
        className="py-4 pr-3 pl-5 sm:pr-5 sm:pl-7"
        label={t('accountPages.close')}
        onClose={onClose}
      />
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-7">{children}</div>
      <div className="flex justify-end border-t border-navy/10 px-5 py-4 sm:px-7">{footer}</div>
    </form>
  );
}

/** The class of a dialog holding a DialogForm. */
export const DIALOG_FORM_CLASS =
  'm-auto max-h-none w-[calc(100%-1.5rem)] overflow-hidden rounded-2xl bg-white p-0 text-navy shadow-2xl';
