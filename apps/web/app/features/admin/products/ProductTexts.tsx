import { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { BilingualHtml, BilingualText } from '../ui/BilingualInputs';
import { OverviewRows } from './OverviewRows';
import type { ProductValues } from './product-form';

interface ProductTextsProps {
  values: ProductValues;
  onChange: (change: Partial<ProductValues>) => void;
}

/** What the product page says of it, in both languages: its description and service notes (HTML), tags and overview. */
export function ProductTexts({ values, onChange }: ProductTextsProps) {
  const labels = useAdminTexts().productEditor.fields;
  const limits = admin.PRODUCT_DRAFT_LIMITS;
  return (
    <>
      <BilingualHtml
        legend={labels.remark}
        hint={labels.remarkHint}
        value={values.remark}
        onChange={(remark) => onChange({ remark })}
      />
      <BilingualHtml
        legend={labels.serverContent}
        hint={labels.serverContentHint}
        value={values.serverContent}
        onChange={(serverContent) => onChange({ serverContent })}
      />
      <BilingualText
        legend={labels.featureTags}
        hint={interpolate(labels.featureTagsHint, { max: limits.tags })}
        value={values.featureTags}
        // A line holds every tag of its language, with its commas.
        maxLength={(limits.tag + 2) * limits.tags}
        onChange={(featureTags) => onChange({ featureTags })}
      />
      <OverviewRows rows={values.overview} onChange={(overview) => onChange({ overview })} />
    </>
  );
}
