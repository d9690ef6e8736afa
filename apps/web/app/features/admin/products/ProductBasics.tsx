import { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { SelectField, TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { BilingualText } from '../ui/BilingualInputs';
import type { ProductValues } from './product-form';

interface ProductBasicsProps {
  values: ProductValues;
  onChange: (change: Partial<ProductValues>) => void;
  /** The subcategories a product may be put in. */
  categories: readonly admin.ProductCategory[];
  /** A product's number is set when it is added, and stays. */
  isNew: boolean;
}

/** A product's number, its subcategory and its name in both languages. */
export function ProductBasics({ values, onChange, categories, isNew }: ProductBasicsProps) {
  const labels = useAdminTexts().productEditor.fields;
  const limits = admin.PRODUCT_DRAFT_LIMITS;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={labels.productNo}
          hint={interpolate(labels.productNoHint, { max: limits.productNo })}
          value={values.productNo}
          readOnly={!isNew}
          maxLength={limits.productNo}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          onChange={(event) => onChange({ productNo: event.target.value })}
        />
        <SelectField
          label={labels.category}
          value={values.categoryId}
          onChange={(event) => onChange({ categoryId: event.target.value })}
        >
          <option value="">{labels.chooseCategory}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </div>
      <BilingualText
        legend={labels.name}
        hint={interpolate(labels.nameHint, { max: limits.name })}
        value={values.name}
        maxLength={limits.name}
        onChange={(name) => onChange({ name })}
      />
    </>
  );
}
