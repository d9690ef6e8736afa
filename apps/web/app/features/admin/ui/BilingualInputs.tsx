import { LANGS, type Lang } from '@printshop/contract';
import { htmlLang } from '~/i18n/i18n';
import { TextField } from '~/ui/form-fields';
import { useInLanguage } from '../lib/use-in-language';
import { BilingualGroup } from './BilingualGroup';
import { HtmlEditor } from './HtmlEditor';

type Bilingual = Record<Lang, string>;

interface BilingualProps {
  /** The field's name; each input is named with its language too. */
  legend: string;
  hint?: string;
  value: Bilingual;
  onChange: (value: Bilingual) => void;
}

/** A plain text in English and in Chinese, each input written in its language. */
export function BilingualText({
  legend,
  hint,
  value,
  onChange,
  maxLength,
}: BilingualProps & { maxLength: number }) {
  const inLanguage = useInLanguage();
  return (
    <BilingualGroup legend={legend} hint={hint}>
      {LANGS.map((lang) => (
        <TextField
          key={lang}
          label={inLanguage(legend, lang)}
          lang={htmlLang(lang)}
          value={value[lang]}
          maxLength={maxLength}
          autoComplete="off"
          onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
        />
      ))}
    </BilingualGroup>
  );
}

/** An HTML text in English and in Chinese, each in a rich-text editor. */
export function BilingualHtml({ legend, hint, value, onChange }: BilingualProps) {
  const inLanguage = useInLanguage();
  return (
    <BilingualGroup legend={legend} hint={hint}>
      {LANGS.map((lang) => (
        <div key={lang} lang={htmlLang(lang)} className="min-w-0">
          <HtmlEditor
            label={inLanguage(legend, lang)}
            value={value[lang]}
            onChange={(html) => onChange({ ...value, [lang]: html })}
          />
        </div>
      ))}
    </BilingualGroup>
  );
}
