import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAdminTexts } from '../i18n/admin-texts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { Chip } from '../ui/Chip';
import { RefusalNote } from '../ui/RefusalNote';

const LINK = 'text-sm font-semibold text-teal-800 hover:underline';

interface EditorPageProps {
  title: string;
  back: { to: string; label: string };
  /** Where the storefront shows the record, once it is saved. */
  shop?: { href: string; label: string };
  /** The form differs from what was saved. */
  dirty: boolean;
  busy: boolean;
  /** The server's refusal of the last save, in its words. */
  refusal: string | null;
  /** The save button's words when not busy: "Save changes", "Add post". */
  saveLabel: string;
  /** Whether there is something to save: a new record always, a saved one once changed. */
  canSave: boolean;
  onSave: () => void;
  onDiscard: () => void;
  /** Beside the buttons, on their left: a removal. */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of an article's or a post's editor: its title, the way back and to the storefront,
 * the form, and a bar of buttons that stays in view, with the server's refusal above it. Changes
 * stay on the page, marked unsaved, until saved or discarded.
 */
export function EditorPage(props: EditorPageProps) {
  const labels = useAdminTexts().contentFields;
  const { busy, dirty } = props;
  return (
    <div className="grid min-w-0 gap-5">
      <header className="grid gap-2">
        <Link to={props.back.to} className={LINK}>
          {props.back.label}
        </Link>
        <div className="flex flex-wrap items-baseline gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{props.title}</h1>
          {dirty ? <Chip tone="todo">{labels.unsaved}</Chip> : null}
        </div>
        {props.shop ? (
          <p>
            <a href={props.shop.href} target="_blank" rel="noreferrer" className={LINK}>
              {props.shop.label}
            </a>
          </p>
        ) : null}
      </header>
      {props.children}
      <div className="sticky bottom-0 z-10 grid gap-3 border-t border-navy/10 bg-sand/95 py-3">
        <RefusalNote message={props.refusal} />
        <div className="flex flex-wrap items-center justify-end gap-3">
          {props.extra ? <div className="mr-auto">{props.extra}</div> : null}
          <button
            type="button"
            onClick={props.onDiscard}
            disabled={busy || !dirty}
            className={SECONDARY_BUTTON}
          >
            {labels.discard}
          </button>
          <button
            type="button"
            onClick={props.onSave}
            disabled={busy || !props.canSave}
            className={PRIMARY_BUTTON}
          >
            {busy ? labels.saving : props.saveLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
