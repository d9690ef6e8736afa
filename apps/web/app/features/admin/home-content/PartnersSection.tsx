import type { admin } from '@printshop/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { errorMessage } from '~/lib/api';
import { interpolate } from '~/lib/interpolate';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { AdminSection } from '../ui/AdminSection';
import { ROW_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { Thumbnail } from '../ui/ImageUpload';
import { ContentDialog } from './ContentDialog';
import { movedOrder } from './home-content-form';
import { PartnerForm } from './PartnerForm';
import { RemoveDialog } from './RemoveDialog';
import { useContentEdits } from './use-content-edits';

/**
 * The partners' logos in the order of the home page's carousel: each moved up or down (saved at
 * once, the whole order in one call), changed or removed; and a new one added last.
 */
export function PartnersSection({ partners }: { partners: admin.AdminPartner[] }) {
  const texts = useAdminTexts().homeContent;
  const labels = texts.partners;
  const { t } = useTranslation();
  const client = useAdminApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const headingId = useId();
  const formTitleId = useId();
  const { editing, setEditing, removing, setRemoving, done } = useContentEdits<admin.AdminPartner>();
  const [moving, setMoving] = useState(false);

  async function move(index: number, step: -1 | 1) {
    const ids = movedOrder(partners, index, step);
    if (!ids) return;
    setMoving(true);
    try {
      toast('success', (await client.callWithMsg('adminPartnerOrder', { ids })).msg);
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
    }
    await revalidator.revalidate();
    setMoving(false);
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
      {partners.length === 0 ? (
        <p className="rounded-xl border border-dashed border-navy/20 p-6 text-center text-navy/70">
          {labels.empty}
        </p>
      ) : (
        <ol className="grid gap-2">
          {partners.map((partner, index) => {
            const name = { name: partner.name };
            return (
              <li
                key={partner.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-navy/10 p-2"
              >
                <Thumbnail path={partner.img} alt={interpolate(labels.logoOf, name)} />
                <span className="min-w-0 flex-1 font-medium break-words">{partner.name}</span>
                <span className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={ROW_BUTTON}
                    disabled={moving || index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={interpolate(labels.moveUp, name)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className={ROW_BUTTON}
                    disabled={moving || index === partners.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={interpolate(labels.moveDown, name)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className={`${ROW_BUTTON} text-teal-800`}
                    onClick={() => setEditing({ record: partner })}
                    aria-label={interpolate(labels.edit, name)}
                  >
                    {texts.change}
                  </button>
                  <button
                    type="button"
                    className={`${ROW_BUTTON} text-coral-800`}
                    onClick={() => setRemoving(partner)}
                    aria-label={interpolate(labels.remove, name)}
                  >
                    {texts.remove}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <ContentDialog
        open={editing !== null}
        titleId={formTitleId}
        onClose={() => setEditing(null)}
        onSaved={done}
      >
        {(form) => <PartnerForm partner={editing?.record} {...form} />}
      </ContentDialog>
      <RemoveDialog
        open={removing !== null}
        title={interpolate(labels.delete.title, { name: removing?.name ?? '' })}
        body={labels.delete.body}
        confirm={labels.delete.confirm}
        remove={() => client.callWithMsg('adminPartnerDelete', { id: removing!.id })}
        onClose={() => setRemoving(null)}
        onRemoved={done}
      />
    </AdminSection>
  );
}
