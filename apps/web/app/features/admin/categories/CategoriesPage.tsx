import type { admin } from '@printshop/contract';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { PRIMARY_BUTTON } from '../ui/buttons';
import { ListHeading } from '../ui/ListHeading';
import { CategoryDialog, type CategoryDialogState } from './CategoryDialog';
import { CategoryTable } from './CategoryTable';
import { DeleteCategory } from './DeleteCategory';
import { useCategoryMove } from './use-category-move';

/**
 * /admin/categories, for owners: the two-level category tree of the storefront's menus, adding,
 * changing, moving, hiding and deleting categories. Every save is on the storefront at once.
 */
export function CategoriesPage({ categories }: { categories: admin.AdminCategory[] }) {
  const texts = useAdminTexts().categories;
  const toast = useToast();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<CategoryDialogState>(null);
  const [deleting, setDeleting] = useState<admin.AdminCategory | null>(null);
  const { move, busy: moving } = useCategoryMove(categories);

  function done(msg: string) {
    toast('success', msg);
    setDialog(null);
    setDeleting(null);
    revalidator.revalidate();
  }

  return (
    <div className="grid gap-5">
      <ListHeading title={texts.title} found={interpolate(texts.found, { count: categories.length })}>
        <button type="button" onClick={() => setDialog({ kind: 'add' })} className={PRIMARY_BUTTON}>
          {texts.add}
        </button>
      </ListHeading>
      <p className="max-w-3xl text-sm text-navy/70">{texts.intro}</p>
      {categories.length > 0 ? (
        <CategoryTable
          categories={categories}
          moving={moving}
          onMove={move}
          onEdit={(category) => setDialog({ kind: 'edit', category })}
          onDelete={setDeleting}
        />
      ) : (
        <p className="rounded-xl border border-dashed border-navy/20 p-6 text-center text-navy/70">
          {texts.empty}
        </p>
      )}
      <CategoryDialog state={dialog} categories={categories} onClose={() => setDialog(null)} onSaved={done} />
      <DeleteCategory category={deleting} onClose={() => setDeleting(null)} onDeleted={done} />
    </div>
  );
}
