import { QuotePage } from '~/features/forms/QuotePage';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/quotes';

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { forms } = root.messages;
  return pageMeta(root, {
    title: forms.quote.title,
    description: forms.seo.quoteDescription,
    path: '/quotes',
  });
};

export default function Quotes() {
  return <QuotePage />;
}
