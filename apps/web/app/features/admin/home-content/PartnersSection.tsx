import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { Thumbnail } from '../ui/ImageUpload';
import { ListDialogs } from '../ui/ListDialogs';
import { ListSection } from '../ui/ListSection';
import { OrderedRows } from '../ui/OrderedRows';
import { RowAction } from '../ui/RowAction';
import { useListEdits } from '../ui/use-list-edits';
import { PartnerForm } from './PartnerForm';

const nameOf = (partner: admin.AdminPartner) => ({ name: partner.name });

/**
 * The partners' logos in the order of the home page's carousel: each moved up or down (saved at
 * once, the whole order in one call), changed or removed; and a new one added last.
 */
export function PartnersSection({ partners }: { partners: admin.AdminPartner[] }) {
  const texts = useAdminTexts().homeContent;
  const labels = texts.partners;
  const client = useAdminApi();
  const edits = useListEdits<admin.AdminPartner>();
  const { setEditing, setRemoving } = edits;

  return (
    <ListSection
      title={labels.title}
      hint={labels.hint}
      aside={
        <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing({})}>
          {labels.add}
        </button>
      }
      isEmpty={partners.length === 0}
      emptyText={labels.empty}
      list={
        <OrderedRows
          rows={partners}
          labelValues={nameOf}
          labels={labels}
          order={(ids) => client.callWithMsg('adminPartnerOrder', { ids })}
        >
          {(partner, moveButtons) => (
            <>
              <Thumbnail path={partner.img} alt={interpolate(labels.logoOf, nameOf(partner))} />
              <span className="min-w-0 flex-1 font-medium break-words">{partner.name}</span>
              <span className="flex flex-wrap gap-1">
                {moveButtons}
                <RowAction
                  kind="change"
                  label={interpolate(labels.edit, nameOf(partner))}
                  onClick={() => setEditing({ record: partner })}
                >
                  {texts.change}
                </RowAction>
                <RowAction
                  kind="remove"
                  label={interpolate(labels.remove, nameOf(partner))}
                  onClick={() => setRemoving(partner)}
                >
                  {texts.remove}
                </RowAction>
              </span>
            </>
          )}
        </OrderedRows>
      }
    >
      <ListDialogs
        edits={edits}
        form={(partner, events) => <PartnerForm partner={partner} {...events} />}
        removal={labels.delete}
        labelValues={nameOf}
        remove={(partner) => client.callWithMsg('adminPartnerDelete', { id: partner.id })}
      />
    </ListSection>
  );
}
