import type { SeedBlogCategory, SeedBlogPost } from '../types.ts';
import { blogPosts1 } from './blog-posts-1.ts';
import { blogPosts2 } from './blog-posts-2.ts';
import { blogPosts3 } from './blog-posts-3.ts';

/** Blog categories (/blog) and printing-knowledge posts (/blogDetail). */
export const blogCategories: SeedBlogCategory[] = [
  { key: 'paper', title: { en: 'Paper and Materials', zh: '纸张与材料' } },
  { key: 'color', title: { en: 'Colour Management', zh: '色彩管理' } },
  { key: 'design', title: { en: 'Design and File Prep', zh: '设计与文件制作' } },
  { key: 'finishing', title: { en: 'Printing and Finishing', zh: '印刷与后道工艺' } },
  { key: 'marketing', title: { en: 'Print Marketing', zh: '印刷营销' } },
];

/** All posts, oldest first. */
export const blogPosts: SeedBlogPost[] = [...blogPosts1, ...blogPosts2, ...blogPosts3];
