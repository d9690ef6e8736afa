import type { UseFormRegister } from 'react-hook-form';
import { useAdminTexts } from '../i18n/admin-texts';
import { CheckboxField } from '../ui/CheckboxField';
import type { CategoryValues } from './category-form';

/** Whether the category is among the home page's popular ones, and whether the storefront shows it. */
export function CategoryToggles({ register }: { register: UseFormRegister<CategoryValues> }) {
  const labels = useAdminTexts().categories.form;
  return (
    <div className="grid gap-3">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...register('popular')} className="size-4 accent-teal-700" />
        {labels.popular}
      </label>
      <CheckboxField {...register('active')} label={labels.active} hint={labels.activeHint} />
    </div>
  );
}
