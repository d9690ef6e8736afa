import { type ComponentProps, type ReactNode, useId } from 'react';

interface ToolButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  /** Shown beside the icon; without it the button is the icon alone. */
  text?: string;
}

/** A button of the editor's toolbars and panels: an icon, its name for screen readers and tooltips. */
export function ToolButton({ label, icon, text, className = '', ...button }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={text ? undefined : label}
      title={label}
      {...button}
      className={`inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg border border-navy/15 bg-white px-2.5 text-sm font-semibold text-navy transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:border-navy aria-pressed:bg-navy aria-pressed:text-white ${className}`}
    >
      {icon}
      {text ? <span>{text}</span> : null}
    </button>
  );
}

/** A titled group of a panel's controls, a region named by its title. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border border-navy/10 bg-white p-4">
      <h2 id={titleId} className="text-sm font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A labelled colour picker: browsers give `#rrggbb`, the contract's colour. */
export function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (colour: string) => void;
}) {
  return (
    <label className="flex items-center justify-between gap-3 text-sm font-medium">
      {label}
      <input
        type="color"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-14 cursor-pointer rounded-lg border border-navy/20 bg-white p-1"
      />
    </label>
  );
}

/** A labelled number input that reports only numbers, so a field being cleared changes nothing. */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
}) {
  return (
    <label className="grid gap-1.5 text-sm font-medium">
      {label}
      <input
        type="number"
        inputMode="decimal"
        value={Math.round(value * 100) / 100}
        min={min}
        max={max}
        step={step}
        onChange={(event) => {
          const number = event.target.valueAsNumber;
          if (Number.isFinite(number)) onChange(number);
        }}
        className="h-10 w-full rounded-lg border border-navy/20 bg-white px-3 text-base outline-none focus:border-teal-700 focus:ring-2 focus:ring-teal/30"
      />
    </label>
  );
}
