import { useMemo } from 'react';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { ShippingRatesSection } from './ShippingRatesSection';
import { TaxRatesSection } from './TaxRatesSection';
import { usePlaces } from './use-places';

interface SellingRulesPageProps {
  tax: AdminCallOutput<'adminTaxRates'>['list'];
  shipping: AdminCallOutput<'adminShippingRates'>['list'];
}

/**
 * /admin/selling-rules, for owners: the sales tax rates and shipping fees checkout charges by
 * destination (docs/pricing.md), each table edited on the page and saved whole.
 */
export function SellingRulesPage({ tax, shipping }: SellingRulesPageProps) {
  const texts = useAdminTexts();
  const labels = texts.sellingRules;
  const places = usePlaces(useMemo(() => [...tax, ...shipping], [tax, shipping]));
  return (
    <div className="grid gap-5">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{labels.title}</h1>
        <p className="max-w-3xl text-sm text-navy/70">{labels.intro}</p>
      </header>
      {places.failure ? (
        <p role="alert" className="rounded-lg bg-coral-100 px-3 py-2.5 text-sm font-medium text-coral-800">
          {labels.placesFailed} {places.failure}
        </p>
      ) : null}
      <TaxRatesSection loaded={tax} places={places} />
      <ShippingRatesSection loaded={shipping} places={places} />
    </div>
  );
}
