import type { admin } from '@printshop/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';
import { ContentFields } from './ContentFields';
import { changesContent, contentInput, contentValuesOf, NO_CONTENT } from './content-form';
import { ARTICLES_PATH, shopPathOf } from './content-paths';
import { EditorPage } from './EditorPage';
import { useSave } from './use-save';

export const CARD = 'grid min-w-0 gap-5 rounded-xl border border-navy/10 bg-white p-4 shadow-sm sm:p-5';

/**
 * /admin/articles/:id and /admin/articles/new, for owners: a numbered page or a design-service
 * entry, its title, subheading, image and text in both languages. A new entry, once added, goes
 * last on the design-service page, and the list of articles opens again.
 */
export function ArticleEditor({ article }: { article?: admin.AdminArticle }) {
  const texts = useAdminTexts();
  const labels = texts.articles.editor;
  const { lang } = useRootData();
  const client = useAdminApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => (article ? contentValuesOf(article) : NO_CONTENT));
  const [values, setValues] = useState(saved);
  const { busy, refusal, clearRefusal, run } = useSave();
  const dirty = changesContent(saved, values);

  const save = () =>
    run(async () => {
      const input = contentInput(values);
      if (!article) {
        const { msg } = await client.callWithMsg('adminDesignArticleCreate', input);
        toast('success', msg);
        navigate(ARTICLES_PATH);
        return;
      }
      const { data, msg } = await client.callWithMsg('adminArticleUpdate', { ...input, id: article.id });
      const stored = contentValuesOf(data);
      setSaved(stored);
      setValues(stored);
      toast('success', msg);
    });

  function discard() {
    clearRefusal();
    setValues(saved);
  }

  const name = saved.title[lang] || saved.title.en;
  const title = !article
    ? labels.newTitle
    : interpolate(article.kind === 'page' ? labels.pageTitle : labels.designTitle, {
        no: article.id,
        title: name,
      });
  return (
    <EditorPage
      title={title}
      back={{ to: ARTICLES_PATH, label: labels.back }}
      shop={article ? { href: shopPathOf(article), label: labels.viewInShop } : undefined}
      dirty={dirty}
      busy={busy}
      refusal={refusal}
      saveLabel={article ? texts.contentFields.save : labels.create}
      canSave={!article || dirty}
      onSave={save}
      onDiscard={discard}
    >
      <div className={CARD}>
        <ContentFields
          values={values}
          onChange={(changed) => setValues((current) => ({ ...current, ...changed }))}
        />
      </div>
    </EditorPage>
  );
}
