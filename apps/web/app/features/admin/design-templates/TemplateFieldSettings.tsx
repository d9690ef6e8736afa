import type { DesignElement, Lang } from '@printshop/contract';
import { useState } from 'react';
import type { ElementPatch } from '~/features/design/layout-edits';
import type { DesignImage, DesignText } from '~/features/design/new-elements';
import { useAdminTexts } from '../i18n/admin-texts';
import { BilingualText } from '../ui/BilingualInputs';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { CheckboxField } from '../ui/CheckboxField';

type Bilingual = Record<Lang, string>;
type Change = (patch: ElementPatch, run?: string) => void;

/** The contract's longest label in each language. */
const LABEL_MAX = 60;

/**
 * A field's label in both languages. The contract takes both or neither, so a label half typed
 * stays in the inputs, with a hint, until its other language is filled in or it is emptied.
 */
function FieldLabel({ element, onChange }: { element: DesignText | DesignImage; onChange: Change }) {
  const texts = useAdminTexts().designTemplates.editor.field;
  const [draft, setDraft] = useState<Bilingual | null>(null);
  const change = (label: Bilingual) => {
    const [en, zh] = [label.en.trim(), label.zh.trim()];
    if (Boolean(en) !== Boolean(zh)) {
      setDraft(label);
      return;
    }
    setDraft(null);
    onChange({ label: en ? label : undefined }, `label:${element.id}`);
  };
  return (
    <BilingualText
      legend={texts.legend}
      hint={draft ? texts.both : texts.hint}
      value={draft ?? element.label ?? { en: '', zh: '' }}
      maxLength={LABEL_MAX}
      onChange={change}
    />
  );
}

/**
 * What staff set on a template's element beyond its look: the label that makes a text or an image
 * a field customers fill, an image slot emptied for the customer's own, and whether it is fixed
 * art that customers cannot touch.
 */
export function TemplateFieldSettings({ element, onChange }: { element: DesignElement; onChange: Change }) {
  const texts = useAdminTexts().designTemplates.editor;
  return (
    <div className="grid gap-3 border-y border-navy/10 py-3">
      {element.kind === 'text' || element.kind === 'image' ? (
        <FieldLabel key={element.id} element={element} onChange={onChange} />
      ) : null}
      {element.kind === 'image' && element.src ? (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} justify-self-start`}
          onClick={() => onChange({ src: null })}
        >
          {texts.emptySlot}
        </button>
      ) : null}
      <CheckboxField
        label={texts.fixed}
        hint={texts.fixedHint}
        checked={element.locked}
        onChange={(event) => onChange({ locked: event.target.checked })}
      />
    </div>
  );
}
