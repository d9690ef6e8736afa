import type { admin } from '@printshop/contract';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { interpolate } from '~/lib/interpolate';
import { blogPostHref } from '~/lib/links';
import { useRootData } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { useAdminTexts } from '../i18n/admin-texts';
import { shopToday } from '../lib/admin-time';
import { useAdminApi } from '../lib/use-admin-api';
import { useStaffMember } from '../shell/staff-member';
import { SECONDARY_BUTTON } from '../ui/buttons';
import { RemoveDialog } from '../ui/RemoveDialog';
import { CARD } from './ArticleEditor';
import { ContentFields } from './ContentFields';
import { blogPath, blogPostPath } from './content-paths';
import { EditorPage } from './EditorPage';
import { PostPublishing } from './PostPublishing';
import { changesPost, newPostValues, type PostValues, postInput, postValuesOf } from './post-form';
import { useSave } from './use-save';

interface BlogPostEditorProps {
  /** The post to change; none for a new one. */
  post?: admin.AdminBlogPost;
  /** The blog's categories, in its order. */
  categories: admin.AdminBlogCategory[];
}

const ALL_POSTS = blogPath({ status: undefined, page: 1 });

/**
 * /admin/blog/new and /admin/blog/:id, for owners: a post's texts in both languages, its image,
 * whether it is a draft or published and from which day, and its categories. A new post, once
 * added, opens as its own page; a saved one can be removed.
 */
export function BlogPostEditor({ post, categories }: BlogPostEditorProps) {
  const texts = useAdminTexts();
  const labels = texts.blog.editor;
  const { lang } = useRootData();
  const { timeZone } = useStaffMember();
  const client = useAdminApi();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState<PostValues>(() =>
    post ? postValuesOf(post) : newPostValues(shopToday(timeZone)),
  );
  const [values, setValues] = useState(saved);
  const [removing, setRemoving] = useState(false);
  const { busy, refusal, clearRefusal, run } = useSave();
  const dirty = changesPost(saved, values, categories);
  const change = (changed: Partial<PostValues>) => setValues((current) => ({ ...current, ...changed }));

  const save = () =>
    run(async () => {
      const input = postInput(values, categories);
      if (!post) {
        const { data, msg } = await client.callWithMsg('adminBlogPostCreate', input);
        toast('success', msg);
        navigate(blogPostPath(data.id), { replace: true });
        return;
      }
      const { data, msg } = await client.callWithMsg('adminBlogPostUpdate', { ...input, id: post.id });
      const stored = postValuesOf(data);
      setSaved(stored);
      setValues(stored);
      toast('success', msg);
      // The loader's post, which the standing and the way to the storefront follow.
      revalidator.revalidate();
    });

  function discard() {
    clearRefusal();
    setValues(saved);
  }

  function removed(msg: string) {
    toast('success', msg);
    navigate(ALL_POSTS);
  }

  const name = saved.title[lang] || saved.title.en;
  return (
    <EditorPage
      title={post ? interpolate(labels.title, { title: name }) : labels.newTitle}
      back={{ to: ALL_POSTS, label: labels.back }}
      shop={
        post?.standing === 'published' ? { href: blogPostHref(post.id), label: labels.viewInShop } : undefined
      }
      dirty={dirty}
      busy={busy}
      refusal={refusal}
      saveLabel={post ? texts.contentFields.save : labels.create}
      canSave={!post || dirty}
      onSave={save}
      onDiscard={discard}
      extra={
        post ? (
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={busy}
            onClick={() => setRemoving(true)}
          >
            {labels.remove}
          </button>
        ) : null
      }
    >
      <div className={CARD}>
        <ContentFields values={values} onChange={change} />
      </div>
      <div className={CARD}>
        <PostPublishing values={values} onChange={change} categories={categories} />
      </div>
      <RemoveDialog
        open={removing}
        title={interpolate(labels.delete.title, { title: name })}
        body={labels.delete.body}
        confirm={labels.delete.confirm}
        remove={() => client.callWithMsg('adminBlogPostDelete', { id: post!.id })}
        onClose={() => setRemoving(false)}
        onRemoved={removed}
      />
    </EditorPage>
  );
}
