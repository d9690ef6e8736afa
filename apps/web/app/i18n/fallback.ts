import type { Lang } from '@printshop/contract';

export interface ErrorTexts {
  title: string;
  body: string;
  retry: string;
  home: string;
}

/**
 * The error page's texts in both languages. They live apart from the catalogues because the
 * root error boundary can render before any catalogue has reached the browser (when the root
 * loader itself failed), and then it shows both languages at once.
 */
export const errorTexts: Record<Lang, ErrorTexts> = {
  en: {
    title: 'Something went wrong',
    body: 'We could not load this page. Please try again in a moment.',
    retry: 'Try again',
    home: 'Back to the home page',
  },
  zh: {
    title: '页面出错了',
    body: '暂时无法加载此页面，请稍后再试。',
    retry: '重试',
    home: '返回首页',
  },
};
