import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { ListDialogs } from '../ui/ListDialogs';
import { ListSection } from '../ui/ListSection';
import { OrderedRows } from '../ui/OrderedRows';
import { RowAction } from '../ui/RowAction';
import { useListEdits } from '../ui/use-list-edits';
import { BlogCategoryForm } from './BlogCategoryForm';

/**
 * The blog's categories in the order the blog lists them, with how many posts each has: each
 * moved up or down, renamed, or (without posts) removed after a question; a new one added last.
 */
export function BlogCategoriesSection({ categories }: { categories: admin.AdminBlogCategory[] }) {
  const labels = useAdminTexts().blog.categories;
  const { lang } = useRootData();
  const client = useAdminApi();
  const edits = useListEdits<admin.AdminBlogCategory>();
  const { setEditing, setRemoving } = edits;
  const titleOf = (category: admin.AdminBlogCategory) => ({
    title: category.title[lang] || category.title.en,
  });

  return (
    <ListSection
      title={labels.title}
      hint={labels.hint}
      aside={
        <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing({})}>
          {labels.add}
        </button>
      }
      isEmpty={categories.length === 0}
      emptyText={labels.empty}
      list={
        <OrderedRows
          rows={categories}
          labelValues={titleOf}
          labels={labels}
          order={(ids) => client.callWithMsg('adminBlogCategoryOrder', { ids })}
        >
          {(category, moveButtons) => (
            <>
              <span className="grid min-w-0 flex-1">
                <span className="font-medium break-words">{titleOf(category).title}</span>
                <span className="text-xs text-navy/70">
                  {interpolate(labels.posts, { count: category.posts })}
                </span>
              </span>
              <span className="flex gap-1">
                <RowAction
                  kind="change"
                  label={interpolate(labels.renameOf, titleOf(category))}
                  onClick={() => setEditing({ record: category })}
                >
                  {labels.rename}
                </RowAction>
                {/* The server refuses to remove a category with posts: it is not offered. */}
                {category.posts === 0 ? (
                  <RowAction
                    kind="remove"
                    label={interpolate(labels.removeOf, titleOf(category))}
                    onClick={() => setRemoving(category)}
                  >
                    {labels.remove}
                  </RowAction>
                ) : null}
              </span>
              <span className="flex gap-1">{moveButtons}</span>
            </>
          )}
        </OrderedRows>
      }
    >
      <ListDialogs
        edits={edits}
        form={(category, events) => (
          <BlogCategoryForm key={category?.id ?? 'new'} category={category} {...events} />
        )}
        removal={labels.delete}
        labelValues={titleOf}
        remove={(category) => client.callWithMsg('adminBlogCategoryDelete', { id: category.id })}
      />
    </ListSection>
  );
}
