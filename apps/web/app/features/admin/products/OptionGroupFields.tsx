import { admin, LANGS } from '@printshop/contract';
import { htmlLang } from '~/i18n/i18n';
import { interpolate } from '~/lib/interpolate';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { useInLanguage } from '../lib/use-in-language';
import { BilingualText } from '../ui/BilingualInputs';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { moveItem, removeAt } from '../ui/image-order';
import { newOptionValue, type OptionGroupValues, type OptionValueValues } from './product-form';
import { RowButtons } from './RowButtons';

interface OptionGroupFieldsProps {
  group: OptionGroupValues;
  index: number;
  count: number;
  onChange: (group: OptionGroupValues) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/**
 * One option: its name in both languages, and its values in order, each a code, a label in both
 * languages and, where it says, the pages it prints.
 */
export function OptionGroupFields({
  group,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: OptionGroupFieldsProps) {
  const labels = useAdminTexts().productEditor.options;
  const inLanguage = useInLanguage();
  const limits = admin.PRODUCT_DRAFT_LIMITS;
  const n = index + 1;
  const values = (next: OptionValueValues[]) => onChange({ ...group, values: next });
  const change = (at: number, value: OptionValueValues) =>
    values(group.values.map((other, i) => (i === at ? value : other)));
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-navy/15 p-3 sm:p-4">
      <legend className="px-1 text-base font-semibold">{interpolate(labels.group, { n })}</legend>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <BilingualText
            legend={labels.groupName}
            value={group.name}
            maxLength={limits.groupName}
            onChange={(name) => onChange({ ...group, name })}
          />
        </div>
        <RowButtons
          index={index}
          count={count}
          labels={{
            up: interpolate(labels.moveGroupUp, { n }),
            down: interpolate(labels.moveGroupDown, { n }),
            remove: interpolate(labels.removeGroup, { n }),
          }}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <ol className="grid gap-2">
        {group.values.map((value, at) => {
          const m = at + 1;
          return (
            <li key={value.id}>
              <fieldset className="grid items-end gap-2 sm:grid-cols-[8rem_1fr_1fr_7rem_auto]">
                <legend className="sr-only">{interpolate(labels.value, { n: m })}</legend>
                <TextField
                  label={labels.code}
                  value={value.code}
                  maxLength={limits.code}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                  onChange={(event) => change(at, { ...value, code: event.target.value })}
                />
                {LANGS.map((lang) => (
                  <TextField
                    key={lang}
                    label={inLanguage(labels.label, lang)}
                    lang={htmlLang(lang)}
                    value={value.label[lang]}
                    maxLength={limits.label}
                    autoComplete="off"
                    onChange={(event) =>
                      change(at, { ...value, label: { ...value.label, [lang]: event.target.value } })
                    }
                  />
                ))}
                <TextField
                  label={labels.pages}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={limits.pages}
                  step={1}
                  value={value.pages}
                  onChange={(event) => change(at, { ...value, pages: event.target.value })}
                />
                <div className="pb-1">
                  <RowButtons
                    index={at}
                    count={group.values.length}
                    labels={{
                      up: interpolate(labels.moveValueUp, { n: m }),
                      down: interpolate(labels.moveValueDown, { n: m }),
                      remove: interpolate(labels.removeValue, { n: m }),
                    }}
                    onMove={(to) => values(moveItem(group.values, at, to))}
                    onRemove={() => values(removeAt(group.values, at))}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {group.values.length < limits.values ? (
        <div>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            onClick={() => values([...group.values, newOptionValue()])}
          >
            {labels.addValue}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
