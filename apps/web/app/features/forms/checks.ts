import { QUOTE_MAX_QTY } from '@printshop/contract';
import type { CallInput } from '~/lib/api-endpoints';
import { blank, type Check } from '~/lib/ordered-form';

export interface QuoteValues {
  appellation: string;
  email: string;
  companyName: string;
  mobile: string;
  productName: string;
  qty: string;
  material: string;
  processing: string;
  daterequirements: string;
  content: string;
}

export const EMPTY_QUOTE: QuoteValues = {
  appellation: '',
  email: '',
  companyName: '',
  mobile: '',
  productName: '',
  qty: '',
  material: '',
  processing: '',
  daterequirements: '',
  content: '',
};

/** A quantity is optional; when given it must be a whole number the server takes. */
export function quantityFails(qty: string): boolean {
  const text = qty.trim();
  if (text === '') return false;
  if (!/^\d{1,9}$/.test(text)) return true;
  const number = Number(text);
  return number < 1 || number > QUOTE_MAX_QTY;
}

/** docs/product.md#validation: name, then email, then the remark; then what the server would refuse. */
export function quoteChecks(messages: {
  name: string;
  email: string;
  content: string;
  quantity: string;
}): Check<QuoteValues>[] {
  return [
    { field: 'appellation', message: messages.name, fails: (v) => blank(v.appellation) },
    { field: 'email', message: messages.email, fails: (v) => blank(v.email) },
    { field: 'content', message: messages.content, fails: (v) => blank(v.content) },
    { field: 'qty', message: messages.quantity, fails: (v) => quantityFails(v.qty) },
  ];
}

/** The JSON body of /api/quotation/add: optional values left empty are sent empty. */
export function quoteBody(values: QuoteValues, files: readonly string[]): CallInput<'addQuote'> {
  const qty = values.qty.trim();
  return {
    appellation: values.appellation.trim(),
    email: values.email.trim(),
    companyName: values.companyName.trim(),
    mobile: values.mobile.trim(),
    productName: values.productName.trim(),
    qty: qty === '' ? undefined : Number(qty),
    material: values.material.trim(),
    processing: values.processing.trim(),
    daterequirements: values.daterequirements,
    content: values.content.trim(),
    fileurl: files.join(','),
  };
}

export interface ContactValues {
  name: string;
  mobile: string;
  companyname: string;
  email: string;
  content: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', mobile: '', companyname: '', email: '', content: '' };

/** The JSON body of /api/member/addSuggestion. */
export function contactBody(values: ContactValues): CallInput<'addSuggestion'> {
  return {
    name: values.name.trim(),
    mobile: values.mobile.trim(),
    companyname: values.companyname.trim(),
    email: values.email.trim(),
    content: values.content.trim(),
  };
}

/** docs/product.md#validation: name, mobile, email and the message are required, in that order. */
export function contactChecks(messages: {
  name: string;
  mobile: string;
  email: string;
  content: string;
}): Check<ContactValues>[] {
  return [
    { field: 'name', message: messages.name, fails: (v) => blank(v.name) },
    { field: 'mobile', message: messages.mobile, fails: (v) => blank(v.mobile) },
    { field: 'email', message: messages.email, fails: (v) => blank(v.email) },
    { field: 'content', message: messages.content, fails: (v) => blank(v.content) },
  ];
}
