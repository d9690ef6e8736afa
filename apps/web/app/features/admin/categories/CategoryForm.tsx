import { admin, pick } from '@printshop/contract';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { DialogForm } from '~/ui/DialogForm';
import { SelectField, TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import type { StaffFormProps } from '../staff/use-staff-form';
import { ImageField } from '../ui/ImageField';
import { RefusalNote } from '../ui/RefusalNote';
import { SubmitButton } from '../ui/SubmitButton';
import { useDialogSave } from '../ui/use-dialog-save';
import { CategoryTexts } from './CategoryTexts';
import { CategoryToggles } from './CategoryToggles';
import {
  type CategoryValues,
  categoryChecks,
  categoryInput,
  categoryValuesOf,
  changesCategory,
  newCategoryValues,
  refusedField,
} from './category-form';

interface CategoryFormProps extends StaffFormProps {
  /** Every category, for the parent's choices. */
  categories: admin.AdminCategory[];
  /** The category to change; none for a new one. */
  category?: admin.AdminCategory;
}

/**
 * A category's parent, slug, names and descriptions in both languages, image, and whether it is
 * popular and shown: empty to add one, filled to change one. The form checks that a slug, both
 * names and an image are given; the server judges the rest.
 */
export function CategoryForm({ categories, category, titleId, ...events }: CategoryFormProps) {
  const labels = useAdminTexts().categories.form;
  const { lang } = useRootData();
  const parentHintId = useId();
  // A level-1 category with subcategories stays level 1 (the server refuses otherwise).
  const parentLocked = (category?.childCount ?? 0) > 0;
  const parents = categories.filter((other) => other.level === 1 && other.id !== category?.id);

  const { form, field, busy, submit, refusalAbove, refusalAt } = useDialogSave<CategoryValues, 'slug'>({
    defaultValues: category ? categoryValuesOf(category) : newCategoryValues(),
    checks: () => categoryChecks(labels),
    save: (client, values) => {
      if (category && !changesCategory(category, values)) return null;
      const input = categoryInput(values, category);
      return category
        ? client.callWithMsg('adminCategoryUpdate', { ...input, id: category.id })
        : client.callWithMsg('adminCategoryCreate', input);
    },
    refusedField,
    events,
  });

  return (
    <DialogForm
      titleId={titleId}
      title={category ? interpolate(labels.editTitle, { name: pick(category.name, lang) }) : labels.addTitle}
      onClose={events.onClose}
      onSubmit={submit}
      footer={
        <SubmitButton busy={busy} busyText={labels.saving}>
          {category ? labels.save : labels.create}
        </SubmitButton>
      }
    >
      <div className="grid gap-5">
        <RefusalNote message={refusalAbove} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <SelectField {...field('parentId')} label={labels.parent} aria-describedby={parentHintId}>
              <option value="">{labels.noParent}</option>
              {/* Its one choice while it has subcategories: the server would refuse any other. */}
              {parentLocked
                ? null
                : parents.map((parent) => (
                    <option key={parent.id} value={String(parent.id)}>
                      {pick(parent.name, lang)}
                    </option>
                  ))}
            </SelectField>
            <p id={parentHintId} className="text-xs text-navy/70">
              {parentLocked ? labels.parentLocked : labels.parentHint}
            </p>
          </div>
          <div className="grid content-start gap-1.5">
            <TextField
              {...field('slug')}
              label={labels.slug}
              hint={labels.slugHint}
              maxLength={admin.CATEGORY_LIMITS.slug}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
            <RefusalNote message={refusalAt('slug')} />
          </div>
        </div>
        <CategoryTexts form={form} field={field} />
        <Controller
          control={form.control}
          name="img"
          render={({ field: { value, onChange } }) => (
            <ImageField label={labels.image} value={value} onChange={onChange} />
          )}
        />
        <CategoryToggles register={form.register} />
      </div>
    </DialogForm>
  );
}
