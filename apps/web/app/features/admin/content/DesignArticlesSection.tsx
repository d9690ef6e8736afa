import type { admin } from '@printshop/contract';
import { useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { RemoveDialog } from '../home-content/RemoveDialog';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { AdminSection } from '../ui/AdminSection';
import { ROW_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { Thumbnail } from '../ui/ImageUpload';
import { articlePath, NEW_DESIGN_ARTICLE_PATH } from './content-paths';
import { OrderedRows } from './OrderedRows';

/**
 * The design-service page's entries in the order it shows them: each moved up or down, edited on
 * its own screen, or removed after a question; a new one is added on its own screen, last.
 */
export function DesignArticlesSection({ designs }: { designs: admin.AdminArticleRow[] }) {
  const labels = useAdminTexts().articles;
  const { lang } = useRootData();
  const client = useAdminApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const headingId = useId();
  const [removing, setRemoving] = useState<admin.AdminArticleRow | null>(null);
  const titleOf = (design: admin.AdminArticleRow) => design.title[lang] || design.title.en;

  function removed(msg: string) {
    toast('success', msg);
    setRemoving(null);
    revalidator.revalidate();
  }

  return (
    <AdminSection
      id={headingId}
      title={labels.designs}
      aside={
        <Link to={NEW_DESIGN_ARTICLE_PATH} className={SECONDARY_BUTTON}>
          {labels.addDesign}
        </Link>
      }
    >
      <p className="text-sm text-navy/70">{labels.designsHint}</p>
      {designs.length === 0 ? (
        <p className="rounded-xl border border-dashed border-navy/20 p-6 text-center text-navy/70">
          {labels.designsEmpty}
        </p>
      ) : (
        <OrderedRows
          rows={designs}
          nameOf={titleOf}
          labels={labels}
          order={(ids) => client.callWithMsg('adminDesignArticleOrder', { ids })}
        >
          {(design) => {
            const title = { title: titleOf(design) };
            return (
              <>
                {design.img ? <Thumbnail path={design.img} alt="" /> : null}
                <span className="min-w-0 flex-1 font-medium break-words">{title.title}</span>
                <span className="flex gap-1">
                  <Link
                    to={articlePath(design.id)}
                    className={`${ROW_BUTTON} text-teal-800`}
                    aria-label={interpolate(labels.editOf, title)}
                  >
                    {labels.edit}
                  </Link>
                  <button
                    type="button"
                    className={`${ROW_BUTTON} text-coral-800`}
                    onClick={() => setRemoving(design)}
                    aria-label={interpolate(labels.removeOf, title)}
                  >
                    {labels.remove}
                  </button>
                </span>
              </>
            );
          }}
        </OrderedRows>
      )}
      <RemoveDialog
        open={removing !== null}
        title={removing ? interpolate(labels.delete.title, { title: titleOf(removing) }) : ''}
        body={labels.delete.body}
        confirm={labels.delete.confirm}
        remove={() => client.callWithMsg('adminDesignArticleDelete', { id: removing!.id })}
        onClose={() => setRemoving(null)}
        onRemoved={removed}
      />
    </AdminSection>
  );
}
