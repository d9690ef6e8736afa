import type { admin } from '@printshop/contract';
import { Link } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { ROW_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { Thumbnail } from '../ui/ImageUpload';
import { ListDialogs } from '../ui/ListDialogs';
import { ListSection } from '../ui/ListSection';
import { OrderedRows } from '../ui/OrderedRows';
import { RowAction } from '../ui/RowAction';
import { useListEdits } from '../ui/use-list-edits';
import { articlePath, NEW_DESIGN_ARTICLE_PATH } from './content-paths';

/**
 * The design-service page's entries in the order it shows them: each moved up or down, edited on
 * its own screen, or removed after a question; a new one is added on its own screen, last.
 */
export function DesignArticlesSection({ designs }: { designs: admin.AdminArticleRow[] }) {
  const labels = useAdminTexts().articles;
  const { lang } = useRootData();
  const client = useAdminApi();
  // Designs are edited on their own screen: only the removal's dialog is here.
  const edits = useListEdits<admin.AdminArticleRow>();
  const titleOf = (design: admin.AdminArticleRow) => ({ title: design.title[lang] || design.title.en });

  return (
    <ListSection
      title={labels.designs}
      hint={labels.designsHint}
      aside={
        <Link to={NEW_DESIGN_ARTICLE_PATH} className={SECONDARY_BUTTON}>
          {labels.addDesign}
        </Link>
      }
      isEmpty={designs.length === 0}
      emptyText={labels.designsEmpty}
      list={
        <OrderedRows
          rows={designs}
          labelValues={titleOf}
          labels={labels}
          order={(ids) => client.callWithMsg('adminDesignArticleOrder', { ids })}
        >
          {(design, moveButtons) => (
            <>
              {design.img ? <Thumbnail path={design.img} alt="" /> : null}
              <span className="min-w-0 flex-1 font-medium break-words">{titleOf(design).title}</span>
              <span className="flex gap-1">
                <Link
                  to={articlePath(design.id)}
                  className={`${ROW_BUTTON} text-teal-800`}
                  aria-label={interpolate(labels.editOf, titleOf(design))}
                >
                  {labels.edit}
                </Link>
                <RowAction
                  kind="remove"
                  label={interpolate(labels.removeOf, titleOf(design))}
                  onClick={() => edits.setRemoving(design)}
                >
                  {labels.remove}
                </RowAction>
              </span>
              <span className="flex gap-1">{moveButtons}</span>
            </>
          )}
        </OrderedRows>
      }
    >
      <ListDialogs
        edits={edits}
        removal={labels.delete}
        labelValues={titleOf}
        remove={(design) => client.callWithMsg('adminDesignArticleDelete', { id: design.id })}
      />
    </ListSection>
  );
}
