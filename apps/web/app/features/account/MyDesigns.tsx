import type { api } from '@printshop/contract';
import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useApi } from '~/lib/root-data';
import { useApiData } from '~/lib/use-api-data';
import { Dialog } from '~/ui/Dialog';
import { FormSkeleton, LoadError } from '~/ui/load-states';
import { Panel } from '~/ui/Panel';
import { useToast } from '~/ui/toast';
import { DesignRow } from './DesignRow';

const DELETE_TITLE_ID = 'design-delete-title';

function DeleteDesignDialog({
  design,
  onConfirm,
  onClose,
}: {
  design: api.DesignSummary | null;
  onConfirm: (design: api.DesignSummary) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={design !== null}
      onClose={onClose}
      labelledBy={DELETE_TITLE_ID}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-0 text-navy shadow-2xl"
    >
      {design ? (
        <div className="grid gap-5 p-6">
          <h2 id={DELETE_TITLE_ID} className="text-lg font-bold break-words">
            {t('accountPages.designs.confirmDelete', { name: design.name })}
          </h2>
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={onClose}
              className="h-11 rounded-full border border-navy/20 px-5 font-semibold hover:bg-sand"
            >
              {t('accountPages.designs.cancel')}
            </button>
            <button
              type="button"
              onClick={() => onConfirm(design)}
              className="h-11 rounded-full bg-coral-700 px-5 font-bold text-white hover:bg-coral-800"
            >
              {t('accountPages.designs.delete')}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * /user's "My designs": the member's designs from the online editor, each to open again, rename,
 * duplicate or delete. The list is asked again after each change, so it shows the server's order.
 */
export function MyDesigns() {
  const { t } = useTranslation();
  const client = useApi();
  const toast = useToast();
  const { state, reload } = useApiData('designList');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<api.DesignSummary | null>(null);

  /** Runs one change of a design, says how it went, and shows the list again. */
  async function change(id: number, run: () => Promise<string>): Promise<boolean> {
    setBusyId(id);
    try {
      toast('success', await run());
      reload();
      return true;
    } catch (error) {
      toast('error', errorMessage(error, t('accountPages.designs.failed')));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  const rename = (id: number, name: string) =>
    change(id, async () => {
      await client.call('designRename', { id, name });
      return t('accountPages.designs.renamed');
    });
  const duplicate = (id: number) =>
    change(id, async () => {
      const copy = await client.call('designDuplicate', { id });
      return t('accountPages.designs.duplicated', { name: copy.name });
    });
  const remove = (design: api.DesignSummary) => {
    setDeleting(null);
    void change(design.id, async () => {
      await client.call('designDelete', { id: design.id });
      return t('accountPages.designs.deleted');
    });
  };

  return (
    <section aria-labelledby="my-designs-title" className="mt-10 grid gap-4">
      <div className="grid gap-1">
        <h2 id="my-designs-title" className="text-xl font-bold tracking-tight">
          {t('accountPages.designs.title')}
        </h2>
        <p className="text-navy/75">{t('accountPages.designs.intro')}</p>
      </div>
      {state.status === 'ready' ? (
        <Panel>
          {state.data.list.length === 0 ? (
            <p className="text-navy/75">{t('accountPages.designs.empty')}</p>
          ) : (
            <ul className="-my-4">
              {state.data.list.map((design) => (
                <DesignRow
                  key={design.id}
                  design={design}
                  busy={busyId === design.id}
                  onRename={(name) => rename(design.id, name)}
                  onDuplicate={() => void duplicate(design.id)}
                  onDelete={() => setDeleting(design)}
                />
              ))}
            </ul>
          )}
        </Panel>
      ) : state.status === 'failed' ? (
        <LoadError message={state.message} onRetry={reload} />
      ) : (
        <Panel>
          <FormSkeleton rows={2} />
        </Panel>
      )}
      <DeleteDesignDialog design={deleting} onConfirm={remove} onClose={() => setDeleting(null)} />
    </section>
  );
}
