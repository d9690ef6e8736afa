import { readHtmlFolder } from '../data-files.ts';
import { seedArticle } from '../types.ts';

/** The numbered articles, shown at /article?no=: one HTML file each in demo-data/articles. */
export const articles = readHtmlFolder('articles', seedArticle);
