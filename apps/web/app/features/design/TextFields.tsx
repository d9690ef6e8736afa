import { DESIGN_FONTS, DESIGN_LIMITS } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { SelectField, TextAreaField } from '~/ui/form-fields';
import { ColourField, NumberField, ToolButton } from './controls';
import { FONT_NAMES } from './design-fonts';
import type { DesignText } from './new-elements';
import type { TextPatch } from './use-text-change';

const ALIGNS = ['left', 'center', 'right'] as const;

/** A text's words and type: what it says, its font, size, colour, alignment and weight. */
export function TextFields({
  text,
  onChange,
}: {
  text: DesignText;
  onChange: (patch: TextPatch, run?: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextAreaField
        label={t('designEditor.text.text')}
        value={text.text}
        rows={3}
        maxLength={DESIGN_LIMITS.textChars}
        onChange={(event) => onChange({ text: event.target.value }, `typing:${text.id}`)}
      />
      <SelectField
        label={t('designEditor.text.font')}
        value={text.font}
        onChange={(event) => onChange({ font: event.target.value as DesignText['font'] })}
      >
        {DESIGN_FONTS.map((font) => (
          <option key={font} value={font}>
            {FONT_NAMES[font]}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 items-end gap-3">
        <NumberField
          label={t('designEditor.text.size')}
          value={text.sizePt}
          min={DESIGN_LIMITS.fontPt.min}
          max={DESIGN_LIMITS.fontPt.max}
          step={0.5}
          onChange={(sizePt) => onChange({ sizePt }, `size:${text.id}`)}
        />
        <ColourField
          label={t('designEditor.text.colour')}
          value={text.colour}
          onChange={(colour) => onChange({ colour }, `colour:${text.id}`)}
        />
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('designEditor.text.align')}</legend>
        {ALIGNS.map((align) => (
          <ToolButton
            key={align}
            label={t(`designEditor.text.${align}`)}
            text={t(`designEditor.text.${align}`)}
            icon={null}
            aria-pressed={text.align === align}
            onClick={() => onChange({ align })}
          />
        ))}
        <ToolButton
          label={t('designEditor.text.bold')}
          text={t('designEditor.text.bold')}
          icon={null}
          aria-pressed={text.bold}
          onClick={() => onChange({ bold: !text.bold })}
          className="font-black"
        />
      </fieldset>
    </>
  );
}
