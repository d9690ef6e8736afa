import type { admin, DesignLayout } from '@printshop/contract';
import { describe, expect, it } from 'vitest';
import { firstFailure } from '~/lib/ordered-form';
import { adminTexts } from '../i18n/admin-texts';
import {
  changesTemplate,
  NO_TEMPLATE,
  newTemplateChecks,
  newTemplateInput,
  parsedLayout,
  refusedField,
  startingLayout,
  templateChecks,
  templateInput,
  templateValuesOf,
} from './template-form';

const texts = adminTexts('en').designTemplates.form;

const FRONT: DesignLayout = {
  version: 1,
  sides: [
    {
      background: '#1f3a5f',
      backgroundImage: null,
      elements: [
        {
          id: 'name',
          kind: 'text',
          text: 'Alex 陈明',
          font: 'inter',
          sizePt: 12,
          colour: '#111111',
          align: 'left',
          bold: false,
          x: 5,
          y: 5,
          width: 40,
          height: 6,
          rotation: 0,
          locked: false,
        },
      ],
    },
  ],
};
const WHITE = { background: '#ffffff', backgroundImage: null, elements: [] };

const TEMPLATE: admin.AdminDesignTemplate = {
  id: 7,
  productNo: 'BC-1001',
  productName: { en: 'Classic Matte Business Cards', zh: '经典哑光名片' },
  name: { en: 'Bold name', zh: '醒目姓名' },
  sides: 1,
  published: true,
  position: 3,
  updateTime: '2026-03-01T10:00:00.000Z',
  createTime: '2026-03-01T10:00:00.000Z',
  layout: FRONT,
};

describe('startingLayout', () => {
  it('is white pages when it copies nothing', () => {
    expect(startingLayout(2, null)).toEqual({ version: 1, sides: [WHITE, WHITE] });
  });

  it('copies a template’s sides as far as it has them, then adds white ones', () => {
    const twoSided: DesignLayout = { version: 1, sides: [FRONT.sides[0]!, WHITE] };
    expect(startingLayout(1, twoSided)).toEqual(FRONT);
    expect(startingLayout(2, FRONT)).toEqual({ version: 1, sides: [FRONT.sides[0], WHITE] });
  });
});

describe('a new template', () => {
  const warning = (values: typeof NO_TEMPLATE) =>
    firstFailure(newTemplateChecks(texts), values)?.message ?? null;

  it('needs a product, then both names', () => {
    expect(warning(NO_TEMPLATE)).toBe(texts.required.product);
    const card = { ...NO_TEMPLATE, productNo: 'BC-1001' };
    expect(warning(card)).toBe(texts.required.nameEn);
    expect(warning({ ...card, name: { en: 'Bold', zh: '  ' } })).toBe(texts.required.nameZh);
    expect(warning({ ...card, name: { en: 'Bold', zh: '醒目' } })).toBeNull();
  });

  it('is sent hidden, its names trimmed', () => {
    const values = { ...NO_TEMPLATE, productNo: 'BC-1001', name: { en: ' Bold ', zh: '醒目 ' } };
    expect(newTemplateInput(values, FRONT)).toEqual({
      productNo: 'BC-1001',
      name: { en: 'Bold', zh: '醒目' },
      layout: FRONT,
      published: false,
    });
  });
});

describe('a changed template', () => {
  it('shows its layout as JSON and sends it back as it was, keeping product, place and publication', () => {
    const values = templateValuesOf(TEMPLATE);
    expect(parsedLayout(values.layout)).toEqual(FRONT);
    expect(templateInput(TEMPLATE, values)).toEqual({
      id: 7,
      productNo: 'BC-1001',
      name: TEMPLATE.name,
      layout: FRONT,
      published: true,
      position: 3,
    });
    expect(changesTemplate(TEMPLATE, values)).toBe(false);
    expect(changesTemplate(TEMPLATE, { ...values, layout: JSON.stringify(FRONT) })).toBe(false);
    expect(changesTemplate(TEMPLATE, { ...values, name: { en: 'Other', zh: '醒目姓名' } })).toBe(true);
  });

  it('needs both names and a layout that is JSON; what the layout holds is the server’s to judge', () => {
    const warning = (values: ReturnType<typeof templateValuesOf>) =>
      firstFailure(templateChecks(texts), values)?.message ?? null;
    const values = templateValuesOf(TEMPLATE);
    expect(warning({ ...values, name: { en: '', zh: '醒目' } })).toBe(texts.required.nameEn);
    expect(warning({ ...values, layout: '{"version": 1, ' })).toBe(texts.required.layout);
    expect(warning({ ...values, layout: '{"version": 2}' })).toBeNull();
  });

  it('puts a refused or too large input at the layout, anything else at the top', () => {
    expect(refusedField(400)).toBe('layout');
    expect(refusedField(413)).toBe('layout');
    expect(refusedField(404)).toBeNull();
    expect(refusedField(409)).toBeNull();
  });
});
