import type { ReactNode } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useAdminTexts } from '../i18n/admin-texts';
import { ImageField } from '../ui/ImageField';
import { BANNER_FIELDS, type BannerField, type SettingsField, type SettingsValues } from './settings-form';

interface BannerFieldsProps {
  control: Control<SettingsValues>;
  labels: Record<SettingsField, string>;
  /** The server's refusal of a banner, shown under them. */
  children?: ReactNode;
}

function Banner({
  name,
  control,
  label,
}: {
  name: BannerField;
  control: Control<SettingsValues>;
  label: string;
}) {
  const { field } = useController({ name, control });
  return <ImageField label={label} value={field.value} onChange={field.onChange} />;
}

/** The home page's banner on computers and on phones, side by side (stacked on a phone). */
export function BannerFields({ control, labels, children }: BannerFieldsProps) {
  const texts = useAdminTexts().settings;
  return (
    <div className="grid min-w-0 gap-2 border-t border-navy/10 pt-4">
      <h3 className="text-sm font-semibold">{texts.banners}</h3>
      <p className="text-xs text-navy/70">{texts.bannersHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {BANNER_FIELDS.map((name) => (
          <Banner key={name} name={name} control={control} label={labels[name]} />
        ))}
      </div>
      {children}
    </div>
  );
}
