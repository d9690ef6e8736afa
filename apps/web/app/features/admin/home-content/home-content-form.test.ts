import type { admin } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { firstFailure } from '~/lib/ordered-form';
import { adminTexts } from '../i18n/admin-texts';
import {
  changesComment,
  changesPartner,
  commentChecks,
  commentInput,
  commentValuesOf,
  newCommentValues,
  partnerChecks,
  trustChecks,
  trustInput,
  trustValuesOf,
} from './home-content-form';

const en = adminTexts('en');
const zh = adminTexts('zh');

const comment: admin.AdminComment = {
  id: 7,
  img: '',
  author: 'Sarah Mitchell',
  title: { en: 'Foil cards', zh: '烫金名片' },
  body: { en: 'Lovely.', zh: '很好。' },
  stars: 4,
  date: '2025-03-18',
};

const block: admin.TrustBlock = {
  icon: '/media/trust/1.webp',
  title: { en: 'Quality', zh: '品质' },
  body: { en: 'Reprinted free.', zh: '免费重印。' },
};

describe('a partner’s form', () => {
  it('needs a name, then a logo', () => {
    const checks = partnerChecks(en.homeContent.partners.form.required);
    expect(firstFailure(checks, { name: ' ', img: '' })?.field).toBe('name');
    expect(firstFailure(checks, { name: 'Fern', img: '' })?.field).toBe('img');
    expect(firstFailure(checks, { name: 'Fern', img: '/media/partner/1.webp' })).toBeNull();
  });

  it('changes the partner only when the name (spaces aside) or the logo differ', () => {
    const partner = { id: 1, name: 'Fern', img: '/media/partner/1.webp' };
    expect(changesPartner(partner, { name: ' Fern ', img: partner.img })).toBe(false);
    expect(changesPartner(partner, { name: 'Fern', img: '/media/partner/2.webp' })).toBe(true);
  });
});

describe('a comment’s form', () => {
  it('starts with five stars, the shop’s day and nothing else', () => {
    expect(newCommentValues('2026-11-25')).toMatchObject({
      author: '',
      stars: '5',
      date: '2026-11-25',
      img: '',
    });
  });

  it('sends the texts trimmed and the stars as a number', () => {
    const values = { ...commentValuesOf(comment), author: ' Sarah Mitchell ', stars: '0' };
    expect(commentInput(values)).toEqual({
      img: '',
      author: 'Sarah Mitchell',
      title: comment.title,
      body: comment.body,
      stars: 0,
      date: '2025-03-18',
    });
    expect(changesComment(comment, commentInput(commentValuesOf(comment)))).toBe(false);
    expect(changesComment(comment, commentInput(values))).toBe(true);
  });

  it('asks for the author, the day, then each text in each language, in the reader’s words', () => {
    const checks = commentChecks(zh.homeContent, zh.settings.languages);
    const values = commentValuesOf(comment);
    expect(firstFailure(checks, { ...values, author: '' })?.field).toBe('author');
    expect(firstFailure(checks, { ...values, date: '' })?.field).toBe('date');
    const noChineseTitle = firstFailure(checks, { ...values, title: { en: 'Foil', zh: ' ' } });
    expect(noChineseTitle).toMatchObject({ field: 'title.zh', message: '请输入中文评价标题' });
    expect(firstFailure(checks, { ...values, body: { en: '', zh: '' } })?.field).toBe('body.en');
    expect(firstFailure(checks, values)).toBeNull();
  });
});

describe('the trust blocks’ form', () => {
  it('names the block and the language of what is missing', () => {
    const checks = trustChecks(en.homeContent, en.settings.languages);
    const values = trustValuesOf([block, block, block]);
    expect(firstFailure(checks, values)).toBeNull();
    const noIcon = trustValuesOf([block, { ...block, icon: '' }, block]);
    expect(firstFailure(checks, noIcon)).toMatchObject({
      field: 'blocks.1.icon',
      message: 'Please upload an icon for block 2',
    });
    const noChineseText = trustValuesOf([block, block, { ...block, body: { en: 'x', zh: '' } }]);
    expect(firstFailure(checks, noChineseText)).toMatchObject({
      field: 'blocks.2.body.zh',
      message: 'Please enter the text of block 3 in Chinese',
    });
  });

  it('sends each text trimmed, the blocks in their order', () => {
    const values = trustValuesOf([{ ...block, title: { en: ' Quality ', zh: '品质 ' } }, block, block]);
    expect(trustInput(values).blocks).toEqual([block, block, block]);
  });
});
