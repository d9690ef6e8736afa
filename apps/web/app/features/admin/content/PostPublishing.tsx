import { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { TextField } from '~/ui/form-fields';
import { useAdminTexts } from '../i18n/admin-texts';
import { useStaffMember } from '../shell/staff-member';
import { type PostValues, toggled } from './post-form';

interface PostPublishingProps {
  values: PostValues;
  onChange: (changed: Partial<PostValues>) => void;
  /** The blog's categories, in its order. */
  categories: admin.AdminBlogCategory[];
}

const CHOICE = 'flex items-center gap-2 text-sm';

/** Whether a post is a draft or published, from which day, and the categories the blog lists it under. */
export function PostPublishing({ values, onChange, categories }: PostPublishingProps) {
  const labels = useAdminTexts().blog.editor;
  const { lang } = useRootData();
  const { timeZone } = useStaffMember();
  return (
    <>
      <fieldset className="grid min-w-0 gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold">{labels.status}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {admin.BLOG_POST_STATUSES.map((status) => (
            <label key={status} className={CHOICE}>
              <input
                type="radio"
                name="status"
                value={status}
                checked={values.status === status}
                onChange={() => onChange({ status })}
                className="size-4 accent-teal-700"
              />
              {labels.statuses[status]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={labels.publishedOn}
        hint={interpolate(labels.publishedOnHint, { timeZone })}
        type="date"
        value={values.publishedOn}
        min={admin.FILTER_DAYS.first}
        max={admin.FILTER_DAYS.last}
        onChange={(event) => onChange({ publishedOn: event.target.value })}
        className="sm:w-64"
      />
      <fieldset className="grid min-w-0 gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold">{labels.categories}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {categories.map((category) => (
            <label key={category.id} className={CHOICE}>
              <input
                type="checkbox"
                checked={values.categories.includes(category.id)}
                onChange={(event) =>
                  onChange({ categories: toggled(values.categories, category.id, event.target.checked) })
                }
                className="size-4 accent-teal-700"
              />
              {category.title[lang] || category.title.en}
            </label>
          ))}
        </div>
        <p className="text-xs text-navy/70">{labels.categoriesHint}</p>
      </fieldset>
    </>
  );
}
