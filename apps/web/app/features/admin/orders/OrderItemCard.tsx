import { type admin, formatMoney } from '@printshop/contract';
import type { ReactNode } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { Img } from '~/ui/Img';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { DesignFiles } from './FileLinks';
import { ItemActions } from './ItemActions';
import { ItemProofs } from './ItemProofs';
import { awaitsPayment } from './item-actions';
import { AwaitingPaymentChip, ItemStateChip, LateChip } from './StatusChips';

type Item = admin.AdminOrder['items'][number];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-navy/70">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </div>
  );
}

/** One item of an order: what was ordered, its files, where it is on the line, its proofs and moves. */
export function OrderItemCard({ item, order }: { item: Item; order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const clock = useAdminTime();
  const labels = texts.order.item;
  const titleId = `item-${item.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border border-navy/10 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-start gap-3">
        <Img
          src={item.productImg}
          alt=""
          width={160}
          height={160}
          sizes="56px"
          className="size-14 rounded-lg border border-navy/10 bg-sand object-cover"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="font-semibold">
            {item.productName}
          </h3>
          <p className="text-xs text-navy/70">
            {interpolate(labels.productNo, { no: item.productNo, id: item.id })}
          </p>
        </div>
        <p className="flex flex-wrap gap-1.5">
          {awaitsPayment(order) ? <AwaitingPaymentChip /> : <ItemStateChip state={item.state} />}
          {item.late ? <LateChip /> : null}
        </p>
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact term={labels.qty}>{item.qty}</Fact>
        <Fact term={labels.unitPrice}>{formatMoney(item.unitPrice, lang)}</Fact>
        <Fact term={labels.subtotal}>{formatMoney(item.subtotal, lang)}</Fact>
        <Fact term={labels.due}>{item.dueAt ? clock.day(item.dueAt) : labels.noDue}</Fact>
        {item.shipBy ? <Fact term={labels.shipBy}>{clock.day(item.shipBy)}</Fact> : null}
        {item.attributes.map((attribute) => (
          <Fact key={attribute.key} term={attribute.key}>
            {attribute.value}
          </Fact>
        ))}
        {item.carrier ? <Fact term={labels.carrier}>{item.carrier}</Fact> : null}
        {item.trackingNo ? <Fact term={labels.trackingNo}>{item.trackingNo}</Fact> : null}
      </dl>
      <Part title={labels.files}>
        {item.files.length === 0 ? (
          <p className="text-sm text-navy/70">{texts.order.files.none}</p>
        ) : (
          <DesignFiles
            files={item.files}
            preflights={item.preflights}
            nameOf={(n) => interpolate(texts.order.files.designFile, { n })}
          />
        )}
      </Part>
      <Part title={texts.order.proofs.title}>
        <ItemProofs proofs={item.proofs} />
      </Part>
      <ItemActions item={item} order={order} />
    </article>
  );
}
