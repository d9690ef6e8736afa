import type { Lang } from '@printshop/contract';

/**
 * Every message the server sends to shoppers, in both languages. `{name}` placeholders are
 * filled by `t`. Modules add their own keys here so translators have one file to work on.
 */
const messages = {
  ok: { en: 'Success', zh: '操作成功' },
  badInput: { en: 'Invalid request: {detail}', zh: '请求无效：{detail}' },
  badJson: { en: 'The request body is not valid JSON', zh: '请求内容不是有效的 JSON' },
  unsupportedBody: { en: 'Unsupported request body type', zh: '不支持的请求内容类型' },
  tooLarge: { en: 'The request is too large', zh: '请求内容过大' },
  notFound: { en: 'Not found', zh: '未找到' },
  apiNotFound: { en: 'No such API call: {method} {path}', zh: '不存在的接口：{method} {path}' },
  unauthorized: { en: 'Please log in first', zh: '请先登录' },
  tooManyRequests: { en: 'Too many requests, please try again later', zh: '请求过于频繁，请稍后再试' },
  serverError: { en: 'Something went wrong on our side, please try again', zh: '服务器出错了，请稍后重试' },
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
