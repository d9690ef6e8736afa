import { DESIGN_LIMITS } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { ColourField, NumberField } from './controls';
import type { DesignLine, DesignRect } from './new-elements';

/** A colour that may be left out: a box to tick for none, and the colour when there is one. */
function OptionalColour({
  label,
  noneLabel,
  value,
  fallback,
  onChange,
}: {
  label: string;
  noneLabel: string;
  value: string | null;
  fallback: string;
  onChange: (colour: string | null) => void;
}) {
  return (
    <div className="grid gap-2">
      {value ? <ColourField label={label} value={value} onChange={onChange} /> : null}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={value === null}
          onChange={(event) => onChange(event.target.checked ? null : fallback)}
          className="size-4 accent-teal-700"
        />
        {noneLabel}
      </label>
    </div>
  );
}

/** A shape's fields: a change names its run, so the edits of one control undo as one step. */
interface ShapeFieldsProps<S> {
  onChange: (patch: Partial<S>, run?: string) => void;
}

/** The width of a shape's outline or line, in millimetres. */
function StrokeWidth({
  label,
  shape,
  min,
  onChange,
}: {
  label: string;
  shape: DesignRect | DesignLine;
  min: number;
  onChange: (patch: { strokeMm: number }, run: string) => void;
}) {
  return (
    <NumberField
      label={label}
      value={shape.strokeMm}
      min={min}
      max={DESIGN_LIMITS.strokeMm}
      step={0.1}
      onChange={(strokeMm) => onChange({ strokeMm }, `strokeMm:${shape.id}`)}
    />
  );
}

export function RectFields({ rect, onChange }: ShapeFieldsProps<DesignRect> & { rect: DesignRect }) {
  const { t } = useTranslation();
  return (
    <>
      <OptionalColour
        label={t('designEditor.shape.fill')}
        noneLabel={t('designEditor.shape.noFill')}
        value={rect.fill}
        fallback="#1fa39a"
        onChange={(fill) => onChange({ fill }, `fill:${rect.id}`)}
      />
      <OptionalColour
        label={t('designEditor.shape.outline')}
        noneLabel={t('designEditor.shape.noOutline')}
        value={rect.stroke}
        fallback="#1f2a44"
        onChange={(stroke) =>
          onChange(
            { stroke, strokeMm: stroke && rect.strokeMm === 0 ? 0.5 : rect.strokeMm },
            `stroke:${rect.id}`,
          )
        }
      />
      {rect.stroke ? (
        <StrokeWidth label={t('designEditor.shape.outlineWidth')} shape={rect} min={0} onChange={onChange} />
      ) : null}
    </>
  );
}

export function LineFields({ line, onChange }: ShapeFieldsProps<DesignLine> & { line: DesignLine }) {
  const { t } = useTranslation();
  return (
    <>
      <ColourField
        label={t('designEditor.shape.lineColour')}
        value={line.stroke}
        onChange={(stroke) => onChange({ stroke }, `stroke:${line.id}`)}
      />
      <StrokeWidth label={t('designEditor.shape.lineWidth')} shape={line} min={0.1} onChange={onChange} />
    </>
  );
}
