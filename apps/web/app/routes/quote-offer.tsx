import { useSearchParams } from 'react-router';
import { OfferPage } from '~/features/quotes/OfferPage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/quote-offer';

/** The URL carries the offer's secret key: never indexed, never sent on as a referrer. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { offerPage } = root.messages;
  return [
    ...pageMeta(root, { title: offerPage.title, description: offerPage.description, path: null }),
    { name: 'referrer', content: 'no-referrer' },
  ];
};

export default function QuoteOffer() {
  const [params] = useSearchParams();
  return <OfferPage offerKey={params.get('key') ?? ''} />;
}
