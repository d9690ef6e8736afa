import { ARTICLE, api } from '@printshop/contract';
import { ContactPage } from '~/features/forms/ContactPage';
import { ApiError } from '~/lib/api';
import { loadFromApi } from '~/lib/api.server';
import { requestLang } from '~/lib/page-load.server';
import { pageMeta, rootDataOf } from '~/lib/seo';
import type { Route } from './+types/contact-us';

/** Article 11 is the page's text; without it the form still does its job. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return {
      article: await loadFromApi(context, requestLang(request), api.queryArticle, { type: ARTICLE.contact }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return { article: null };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { forms } = root.messages;
  return pageMeta(root, {
    title: loaderData?.article?.title || forms.contact.title,
    description: forms.seo.contactDescription,
    path: '/contact-us',
  });
};

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  return <ContactPage article={loaderData.article} />;
}
