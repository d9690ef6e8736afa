import type { admin } from '@printshop/contract';
import { type ContentValues, contentInput, contentValuesOf, NO_CONTENT } from './content-form';

/** A post's form: its texts and image, the ids of its categories, its status and its day. */
export interface PostValues extends ContentValues {
  categories: number[];
  status: admin.BlogPostStatus;
  publishedOn: string;
}

/** A new post: a draft dated `today`, in no category. */
export function newPostValues(today: string): PostValues {
  return { ...NO_CONTENT, categories: [], status: 'draft', publishedOn: today };
}

/** The form, filled with a saved post. */
export function postValuesOf(post: admin.AdminBlogPost): PostValues {
  return {
    ...contentValuesOf(post),
    categories: [...post.categories],
    status: post.status,
    publishedOn: post.publishedOn,
  };
}

/** The write call's fields from the form, the categories in the blog's order as the boxes list them. */
export function postInput(values: PostValues, order: readonly { id: number }[]): admin.BlogPostFields {
  return {
    ...contentInput(values),
    categories: order.map((category) => category.id).filter((id) => values.categories.includes(id)),
    status: values.status,
    publishedOn: values.publishedOn,
  };
}

/** Whether the form says something other than the saved post (spaces around a text aside). */
export function changesPost(
  saved: PostValues,
  values: PostValues,
  order: readonly { id: number }[],
): boolean {
  return JSON.stringify(postInput(values, order)) !== JSON.stringify(postInput(saved, order));
}

/** The categories ticked once `id` is ticked or unticked. */
export function toggled(categories: readonly number[], id: number, ticked: boolean): number[] {
  return ticked ? [...new Set([...categories, id])] : categories.filter((other) => other !== id);
}
