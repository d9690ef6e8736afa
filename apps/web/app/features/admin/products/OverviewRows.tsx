import { admin, LANGS } from '@printshop/contract';
import { htmlLang } from '~/i18n/i18n';
import { interpolate } from '~/lib/interpolate';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { useInLanguage } from '../lib/use-in-language';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { removeAt } from '../ui/image-order';
import { newOverviewRow, type OverviewValues } from './product-form';

interface OverviewRowsProps {
  rows: OverviewValues[];
  onChange: (rows: OverviewValues[]) => void;
}

/** The product page's overview, a row each: its heading and text in both languages; rows added and removed. */
export function OverviewRows({ rows, onChange }: OverviewRowsProps) {
  const labels = useAdminTexts().productEditor.fields;
  const inLanguage = useInLanguage();
  const limits = admin.PRODUCT_DRAFT_LIMITS;
  const change = (index: number, row: OverviewValues) =>
    onChange(rows.map((other, at) => (at === index ? row : other)));
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1.5 text-sm font-semibold">{labels.overview}</legend>
      <p className="text-xs text-navy/70">{labels.overviewHint}</p>
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <fieldset key={row.id} className="grid gap-3 rounded-lg border border-navy/10 p-3">
            <legend className="px-1 text-sm font-medium">{interpolate(labels.overviewRow, { n })}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {(['key', 'value'] as const).flatMap((part) =>
                LANGS.map((lang) => (
                  <TextField
                    key={`${part}-${lang}`}
                    label={inLanguage(part === 'key' ? labels.overviewKey : labels.overviewValue, lang)}
                    lang={htmlLang(lang)}
                    value={row[part][lang]}
                    maxLength={part === 'key' ? limits.overviewKey : limits.overviewValue}
                    autoComplete="off"
                    onChange={(event) =>
                      change(index, { ...row, [part]: { ...row[part], [lang]: event.target.value } })
                    }
                  />
                )),
              )}
            </div>
            <div>
              <button
                type="button"
                className={SECONDARY_BUTTON}
                onClick={() => onChange(removeAt(rows, index))}
              >
                {interpolate(labels.removeOverview, { n })}
              </button>
            </div>
          </fieldset>
        );
      })}
      {rows.length < limits.overviewRows ? (
        <div>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            onClick={() => onChange([...rows, newOverviewRow()])}
          >
            {labels.addOverview}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
