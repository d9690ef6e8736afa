import type { admin } from '@printshop/contract';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { interpolate } from '~/lib/interpolate';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { useAdminApi } from '../lib/use-admin-api';
import { PRIMARY_BUTTON } from '../ui/buttons';
import { ListHeading } from '../ui/ListHeading';
import { ListResults } from '../ui/ListResults';
import { DeleteTemplate } from './DeleteTemplate';
import { TemplateDialog, type TemplateDialogState } from './TemplateDialog';
import { TemplateFilters } from './TemplateFilters';
import { TemplatesTable } from './TemplatesTable';
import { type TemplatesQuery, templatesPath } from './template-query';

interface DesignTemplatesPageProps {
  query: TemplatesQuery;
  result: AdminCallOutput<'adminDesignTemplateList'>;
  /** The products templates can be made for, for the filter and a new template's product. */
  products: admin.AdminDesignProductRow[];
}

/**
 * /admin/design-templates, for owners: the online editor's templates by product, a page at a time;
 * adding them, changing their names and layouts, publishing, hiding and deleting them. A published
 * template is offered in the shop's editor at once.
 */
export function DesignTemplatesPage({ query, result, products }: DesignTemplatesPageProps) {
  const texts = useAdminTexts().designTemplates;
  const { t } = useTranslation();
  const client = useAdminApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<TemplateDialogState>(null);
  const [deleting, setDeleting] = useState<admin.AdminDesignTemplateRow | null>(null);

  function done(msg: string) {
    toast('success', msg);
    setDialog(null);
    setDeleting(null);
    revalidator.revalidate();
  }

  /** The change form needs the layout, which the list leaves out. */
  async function edit(row: admin.AdminDesignTemplateRow) {
    try {
      setDialog({ kind: 'edit', template: await client.call('adminDesignTemplateDetail', { id: row.id }) });
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
      revalidator.revalidate();
    }
  }

  return (
    <div className="grid gap-5">
      <ListHeading title={texts.title} found={interpolate(texts.found, { count: result.total })}>
        <button type="button" onClick={() => setDialog({ kind: 'add' })} className={PRIMARY_BUTTON}>
          {texts.add}
        </button>
      </ListHeading>
      <p className="max-w-3xl text-sm text-navy/70">{texts.intro}</p>
      <TemplateFilters query={query} products={products} />
      <ListResults
        rows={result.list.length}
        empty={texts.empty}
        page={query.page}
        total={result.total}
        hrefFor={(page) => templatesPath({ ...query, page })}
      >
        <TemplatesTable rows={result.list} onEdit={edit} onDelete={setDeleting} />
      </ListResults>
      <TemplateDialog state={dialog} products={products} onClose={() => setDialog(null)} onSaved={done} />
      <DeleteTemplate template={deleting} onClose={() => setDeleting(null)} onDeleted={done} />
    </div>
  );
}
