import { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { BilingualHtml, BilingualText } from '../ui/BilingualInputs';
import { ImageField } from '../ui/ImageField';
import type { ContentValues } from './content-form';

interface ContentFieldsProps {
  values: ContentValues;
  onChange: (changed: Partial<ContentValues>) => void;
}

const LIMITS = admin.CONTENT_LIMITS;

/**
 * What every article and blog post has: its title and subheading in English and in Chinese side by
 * side (stacked on a phone), its image, and its text in both languages in rich-text editors, each
 * input named with its language ("Title (English)"), as the server names it in a refusal.
 */
export function ContentFields({ values, onChange }: ContentFieldsProps) {
  const labels = useAdminTexts().contentFields;
  return (
    <>
      <BilingualText
        legend={labels.title}
        hint={interpolate(labels.titleHint, { max: LIMITS.title })}
        value={values.title}
        maxLength={LIMITS.title}
        onChange={(title) => onChange({ title })}
      />
      <BilingualText
        legend={labels.subheading}
        hint={interpolate(labels.subheadingHint, { max: LIMITS.subheading })}
        value={values.subheading}
        maxLength={LIMITS.subheading}
        onChange={(subheading) => onChange({ subheading })}
      />
      <ImageField label={labels.image} value={values.img} onChange={(img) => onChange({ img })} />
      <BilingualHtml
        legend={labels.content}
        hint={labels.contentHint}
        value={values.content}
        onChange={(content) => onChange({ content })}
      />
    </>
  );
}
