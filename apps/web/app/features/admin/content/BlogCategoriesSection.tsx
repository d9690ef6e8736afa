import type { admin } from '@printshop/contract';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { ContentDialog } from '../home-content/ContentDialog';
import { RemoveDialog } from '../home-content/RemoveDialog';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { AdminSection } from '../ui/AdminSection';
import { ROW_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { BlogCategoryForm } from './BlogCategoryForm';
import { OrderedRows } from './OrderedRows';

/** Which category's form is open: none, a new one's, or one category's. */
type Editing = { category?: admin.AdminBlogCategory } | null;

/**
 * The blog's categories in the order the blog lists them, with how many posts each has: each
 * moved up or down, renamed, or (without posts) removed after a question; a new one added last.
 */
export function BlogCategoriesSection({ categories }: { categories: admin.AdminBlogCategory[] }) {
  const labels = useAdminTexts().blog.categories;
  const { lang } = useRootData();
  const client = useAdminApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const headingId = useId();
  const formTitleId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<admin.AdminBlogCategory | null>(null);
  const titleOf = (category: admin.AdminBlogCategory) => category.title[lang] || category.title.en;

  function done(msg: string) {
    toast('success', msg);
    setEditing(null);
    setRemoving(null);
    revalidator.revalidate();
  }

  return (
    <AdminSection
      id={headingId}
      title={labels.title}
      aside={
        <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing({})}>
          {labels.add}
        </button>
      }
    >
      <p className="text-sm text-navy/70">{labels.hint}</p>
      {categories.length === 0 ? (
        <p className="rounded-xl border border-dashed border-navy/20 p-6 text-center text-navy/70">
          {labels.empty}
        </p>
      ) : (
        <OrderedRows
          rows={categories}
          nameOf={titleOf}
          labels={labels}
          order={(ids) => client.callWithMsg('adminBlogCategoryOrder', { ids })}
        >
          {(category) => {
            const title = { title: titleOf(category) };
            return (
              <>
                <span className="grid min-w-0 flex-1">
                  <span className="font-medium break-words">{title.title}</span>
                  <span className="text-xs text-navy/70">
                    {interpolate(labels.posts, { count: category.posts })}
                  </span>
                </span>
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={`${ROW_BUTTON} text-teal-800`}
                    onClick={() => setEditing({ category })}
                    aria-label={interpolate(labels.renameOf, title)}
                  >
                    {labels.rename}
                  </button>
                  {/* The server refuses to remove a category with posts: it is not offered. */}
                  {category.posts === 0 ? (
                    <button
                      type="button"
                      className={`${ROW_BUTTON} text-coral-800`}
                      onClick={() => setRemoving(category)}
                      aria-label={interpolate(labels.removeOf, title)}
                    >
                      {labels.remove}
                    </button>
                  ) : null}
                </span>
              </>
            );
          }}
        </OrderedRows>
      )}
      <ContentDialog
        open={editing !== null}
        titleId={formTitleId}
        onClose={() => setEditing(null)}
        onSaved={done}
      >
        {(form) => (
          <BlogCategoryForm key={editing?.category?.id ?? 'new'} category={editing?.category} {...form} />
        )}
      </ContentDialog>
      <RemoveDialog
        open={removing !== null}
        title={removing ? interpolate(labels.delete.title, { title: titleOf(removing) }) : ''}
        body={labels.delete.body}
        confirm={labels.delete.confirm}
        remove={() => client.callWithMsg('adminBlogCategoryDelete', { id: removing!.id })}
        onClose={() => setRemoving(null)}
        onRemoved={done}
      />
    </AdminSection>
  );
}
