import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useAdminTexts } from '../i18n/admin-texts';
import type { CategoryValues } from './category-form';

/** Whether the category is among the home page's popular ones, and whether the storefront shows it. */
export function CategoryToggles({ register }: { register: UseFormRegister<CategoryValues> }) {
  const labels = useAdminTexts().categories.form;
  const activeHintId = useId();
  return (
    <div className="grid gap-3">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...register('popular')} className="size-4 accent-teal-700" />
        {labels.popular}
      </label>
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            {...register('active')}
            aria-describedby={activeHintId}
            className="size-4 accent-teal-700"
          />
          {labels.active}
        </label>
        <p id={activeHintId} className="text-xs text-navy/70">
          {labels.activeHint}
        </p>
      </div>
    </div>
  );
}
