import { admin, type Lang } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { DialogForm } from '~/ui/DialogForm';
import { useAdminTexts } from '../i18n/admin-texts';
import { useInLanguage } from '../lib/use-in-language';
import { type StaffFormProps, useStaffForm } from '../staff/use-staff-form';
import { BilingualTextFields } from '../ui/BilingualTextFields';
import { SubmitButton } from '../ui/SubmitButton';

interface BlogCategoryFormProps extends StaffFormProps {
  /** The category to rename; none for a new one, added last. */
  category?: admin.AdminBlogCategory;
}

type CategoryValues = { title: Record<Lang, string> };

const LIMIT = admin.CONTENT_LIMITS.title;

const trimmed = ({ title }: CategoryValues): CategoryValues => ({
  title: { en: title.en.trim(), zh: title.zh.trim() },
});

/**
 * A blog category's name in English and in Chinese, empty to add one or filled to rename one. The
 * server judges the names and says which one it refuses; a name left as it was just closes.
 */
export function BlogCategoryForm({ category, titleId, onClose, ...events }: BlogCategoryFormProps) {
  const texts = useAdminTexts();
  const labels = texts.blog.categories.form;
  const { lang } = useRootData();
  const inLanguage = useInLanguage();
  const { field, onSubmit, busy } = useStaffForm<CategoryValues>({
    defaultValues: { title: category ? { ...category.title } : { en: '', zh: '' } },
    checks: () => [],
    save: (client, values) => {
      const input = trimmed(values);
      if (!category) return client.callWithMsg('adminBlogCategoryCreate', input);
      if (JSON.stringify(input.title) === JSON.stringify(category.title)) return null;
      return client.callWithMsg('adminBlogCategoryUpdate', { ...input, id: category.id });
    },
    events,
  });

  return (
    <DialogForm
      titleId={titleId}
      title={category ? interpolate(labels.editTitle, { title: category.title[lang] }) : labels.addTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      footer={
        <SubmitButton busy={busy} busyText={texts.contentFields.saving}>
          {category ? labels.save : labels.create}
        </SubmitButton>
      }
    >
      <BilingualTextFields
        legend={labels.name}
        hint={interpolate(labels.nameHint, { max: LIMIT })}
        field={(language) => field(`title.${language}`)}
        label={(language) => inLanguage(labels.name, language)}
        maxLength={LIMIT}
      />
    </DialogForm>
  );
}
