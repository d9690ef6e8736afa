import { z } from 'zod';
import { readHtmlFolder, readJson } from '../data-files.ts';
import { seedBlogCategory, seedBlogPost } from '../types.ts';

/** Blog categories (/blog) and printing-knowledge posts (/blogDetail) from demo-data/blog. */
export const blogCategories = readJson('blog/categories.json', z.array(seedBlogCategory));

/** All posts, oldest first: their files are named by date. */
export const blogPosts = readHtmlFolder('blog/posts', seedBlogPost(blogCategories.map((c) => c.key)));
