import type { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { blogPath, blogQueryOf } from './content-paths';
import { changesPost, newPostValues, postInput, postValuesOf, toggled } from './post-form';

const CATEGORIES = [{ id: 4 }, { id: 2 }, { id: 9 }];

const POST: admin.AdminBlogPost = {
  id: 7,
  title: { en: 'Foil', zh: '烫金' },
  subheading: { en: '', zh: '' },
  img: '/media/illustration/paper.webp',
  content: { en: '<p>Shine</p>', zh: '<p>闪亮</p>' },
  categories: [4, 9],
  status: 'draft',
  standing: 'draft',
  publishedOn: '2026-03-14',
};

describe('a blog post’s form', () => {
  it('starts a new post as a draft of today, in no category', () => {
    expect(newPostValues('2026-05-01')).toMatchObject({
      status: 'draft',
      publishedOn: '2026-05-01',
      categories: [],
    });
  });

  it('sends the texts trimmed, the HTML as written, and the categories in the blog’s order', () => {
    const values = { ...postValuesOf(POST), title: { en: ' Foil ', zh: '烫金 ' }, categories: [9, 2] };
    expect(postInput(values, CATEGORIES)).toEqual({
      title: { en: 'Foil', zh: '烫金' },
      subheading: { en: '', zh: '' },
      img: POST.img,
      content: POST.content,
      categories: [2, 9],
      status: 'draft',
      publishedOn: '2026-03-14',
    });
  });

  it('tells a change from spaces typed around a text, or categories ticked in another order', () => {
    const saved = postValuesOf(POST);
    expect(changesPost(saved, { ...saved, title: { en: 'Foil  ', zh: '烫金' } }, CATEGORIES)).toBe(false);
    expect(changesPost(saved, { ...saved, categories: [9, 4] }, CATEGORIES)).toBe(false);
    expect(changesPost(saved, { ...saved, status: 'published' }, CATEGORIES)).toBe(true);
    expect(
      changesPost(saved, { ...saved, categories: toggled(saved.categories, 4, false) }, CATEGORIES),
    ).toBe(true);
  });

  it('ticks a category once, and unticks it', () => {
    expect(toggled([4], 4, true)).toEqual([4]);
    expect(toggled([4], 9, true)).toEqual([4, 9]);
    expect(toggled([4, 9], 4, false)).toEqual([9]);
  });
});

describe('the blog list’s address', () => {
  it('reads a standing and a page, and drops what the list cannot take', () => {
    expect(blogQueryOf(new URLSearchParams('status=scheduled&page=3'))).toEqual({
      status: 'scheduled',
      page: 3,
    });
    expect(blogQueryOf(new URLSearchParams('status=hidden&page=-2'))).toEqual({ status: undefined, page: 1 });
  });

  it('writes a view with its defaults left out', () => {
    expect(blogPath({ status: undefined, page: 1 })).toBe('/admin/blog');
    expect(blogPath({ status: 'draft', page: 2 })).toBe('/admin/blog?status=draft&page=2');
  });
});
