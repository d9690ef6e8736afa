import { ADDRESS_TYPE, type AddressType } from '@printshop/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { useApi } from '~/lib/root-data';
import { useApiData } from '~/lib/use-api-data';
import { AddressText } from '~/ui/AddressText';
import { Dialog } from '~/ui/Dialog';
import { DIALOG_FORM_CLASS } from '~/ui/DialogForm';
import { LoadError } from '~/ui/load-states';
import { useToast } from '~/ui/toast';
import { AddressForm } from './AddressForm';
import { useRegions } from './regions';

const DIALOG_TITLE_ID = 'address-dialog-title';

const BLOCKS = [
  {
    type: ADDRESS_TYPE.billing,
    title: 'accountPages.address.billing',
    none: 'accountPages.address.noneBilling',
  },
  {
    type: ADDRESS_TYPE.delivery,
    title: 'accountPages.address.delivery',
    none: 'accountPages.address.noneDelivery',
  },
] as const;

/** Address book: one billing and one delivery address, each edited in a modal (docs/product.md#screens). */
export function AddressBookPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();
  const regions = useRegions(client);
  const { state, reload } = useApiData('addressList');
  const [editing, setEditing] = useState<AddressType | null>(null);
  const busy = useRef(false);
  const onBusyChange = useCallback((value: boolean) => {
    busy.current = value;
  }, []);

  const close = () => {
    if (!busy.current) setEditing(null);
  };

  const saved = (type: AddressType) =>
    state.status === 'ready' ? state.data.find((address) => address.type === type) : undefined;

  return (
    <>
      <p className="max-w-2xl text-navy/75">{t('accountPages.address.intro')}</p>
      {state.status === 'failed' ? (
        <div className="mt-6">
          <LoadError message={state.message} onRetry={reload} />
        </div>
      ) : (
        <div className="mt-6 grid gap-5 lg:grid-cols-2">
          {BLOCKS.map((block) => {
            const address = saved(block.type);
            const headingId = `address-${block.type}-title`;
            return (
              <section
                key={block.type}
                aria-labelledby={headingId}
                data-testid={`address-${block.type}`}
                className="flex flex-col rounded-2xl border border-navy/10 bg-white p-5 shadow-sm sm:p-6"
              >
                <div className="flex items-center justify-between gap-3">
                  <h2 id={headingId} className="text-lg font-bold tracking-tight">
                    {t(block.title)}
                  </h2>
                  {state.status === 'ready' ? (
                    <button
                      type="button"
                      onClick={() => setEditing(block.type)}
                      className="rounded-full px-3 py-1.5 text-sm font-semibold text-teal-700 underline-offset-2 hover:bg-teal-100 hover:underline"
                    >
                      {address ? t('accountPages.address.edit') : t('accountPages.address.add')}
                    </button>
                  ) : null}
                </div>
                <div className="mt-3 text-sm leading-relaxed">
                  {state.status === 'loading' ? (
                    <div role="status" aria-busy="true" className="grid animate-pulse gap-2 pt-1">
                      <span className="sr-only">{t('accountPages.loading')}</span>
                      <div className="h-4 w-40 rounded bg-sand-200" />
                      <div className="h-4 w-56 rounded bg-sand" />
                      <div className="h-4 w-48 rounded bg-sand" />
                    </div>
                  ) : address ? (
                    <AddressText address={address} withEmail />
                  ) : (
                    <p className="text-navy/70">{t(block.none)}</p>
                  )}
                </div>
              </section>
            );
          })}
        </div>
      )}
      <Dialog
        open={editing !== null}
        onClose={close}
        labelledBy={DIALOG_TITLE_ID}
        className={`${DIALOG_FORM_CLASS} max-w-2xl`}
      >
        {editing !== null ? (
          <AddressForm
            key={editing}
            type={editing}
            saved={saved(editing)}
            regions={regions}
            titleId={DIALOG_TITLE_ID}
            onBusyChange={onBusyChange}
            onClose={close}
            onSaved={(msg) => {
              busy.current = false;
              setEditing(null);
              toast('success', msg);
              reload();
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}
