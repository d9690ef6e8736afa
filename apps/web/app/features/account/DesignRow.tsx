import type { api } from '@printshop/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';
import { savedDesignHref } from './saved-design-href';

const ACTION =
  'rounded-full border border-navy/20 px-3.5 py-1.5 text-sm font-semibold hover:bg-sand disabled:opacity-50';

interface DesignRowProps {
  design: api.DesignSummary;
  busy: boolean;
  /** Each answers whether it worked, so the row knows to close its rename form. */
  onRename: (name: string) => Promise<boolean>;
  onDuplicate: () => void;
  onDelete: () => void;
}

function RenameForm({
  name,
  busy,
  onSave,
  onCancel,
}: {
  name: string;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const blank = value.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onSave(value.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium">
        {t('accountPages.designs.name')}
        <input
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={80}
          aria-invalid={blank || undefined}
          // biome-ignore lint/a11y/noAutofocus: the customer just asked to rename this design.
          autoFocus
          className="h-10 rounded-lg border border-navy/20 px-3"
        />
      </label>
      <button
        type="submit"
        disabled={busy || blank}
        className={`${ACTION} bg-navy text-white hover:bg-navy/90`}
      >
        {t('accountPages.designs.save')}
      </button>
      <button type="button" onClick={onCancel} className={ACTION}>
        {t('accountPages.designs.cancel')}
      </button>
      {blank ? (
        <p role="alert" className="w-full text-sm text-coral-800">
          {t('accountPages.designs.nameRequired')}
        </p>
      ) : null}
    </form>
  );
}

/** One saved design: what it is and when it was last saved, and what can be done with it. */
export function DesignRow({ design, busy, onRename, onDuplicate, onDelete }: DesignRowProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const [renaming, setRenaming] = useState(false);
  const rename = async (name: string) => {
    if (await onRename(name)) setRenaming(false);
  };
  return (
    <li data-testid="saved-design" className="grid gap-3 border-b border-navy/10 py-4 last:border-b-0">
      {renaming ? (
        <RenameForm name={design.name} busy={busy} onSave={rename} onCancel={() => setRenaming(false)} />
      ) : (
        <div className="grid gap-0.5">
          <h3 className="font-bold break-words">{design.name}</h3>
          <p className="flex flex-wrap gap-x-3 text-sm text-navy/70">
            <span>{design.productName}</span>
            <span>{t('accountPages.designs.sides', { count: design.sides })}</span>
            <time dateTime={design.updateTime}>
              {t('accountPages.designs.saved', { date: formatDate(design.updateTime.slice(0, 10), lang) })}
            </time>
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <a href={savedDesignHref(design)} className={`${ACTION} bg-coral hover:bg-[#ff836f]`}>
          {t('accountPages.designs.open')}
        </a>
        <button
          type="button"
          disabled={busy || renaming}
          onClick={() => setRenaming(true)}
          className={ACTION}
        >
          {t('accountPages.designs.rename')}
        </button>
        <button type="button" disabled={busy} onClick={onDuplicate} className={ACTION}>
          {t('accountPages.designs.duplicate')}
        </button>
        <button type="button" disabled={busy} onClick={onDelete} className={`${ACTION} text-coral-800`}>
          {t('accountPages.designs.delete')}
        </button>
      </div>
    </li>
  );
}
