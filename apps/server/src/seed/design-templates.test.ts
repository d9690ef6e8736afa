import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MM_TO_PT } from '@printshop/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { shapeLine, widthEm } from '../modules/designs/pdf/shaping.ts';
import { facesOfText } from '../modules/designs/pdf/text-faces.ts';
import { LINE_HEIGHT } from '../modules/designs/pdf/text-layout.ts';
import { readYaml } from './data-files.ts';
import { demoTemplates, seedDesignTemplate } from './design-templates.ts';

describe('the demo templates of the online editor', () => {
  it('has at least six, across business cards on one and two sides, flyers and stickers', () => {
    const made = demoTemplates.map(
      ({ template }) => `${template.product.slice(0, 2)}:${template.sides.length}`,
    );
    expect(made.length).toBeGreaterThanOrEqual(6);
    expect(made).toEqual(expect.arrayContaining(['BC:1', 'BC:2', 'FL:1', 'ST:1']));
    const labels = demoTemplates.flatMap(({ template }) =>
      template.sides.flatMap((side) =>
        side.elements.flatMap((element) => ('label' in element ? [element.label] : [])),
      ),
    );
    expect(labels).toEqual(
      expect.arrayContaining([
        { en: 'Name', zh: '姓名' },
        { en: 'Logo', zh: '标志' },
      ]),
    );
  });

  it('sets every text in lines that fit its box, as the PDF maker measures them: none is cut', async () => {
    const overflowing: string[] = [];
    for (const { file, template } of demoTemplates) {
      const texts = template.sides.flatMap((side) => side.elements.filter((e) => e.kind === 'text'));
      for (const element of texts) {
        const faces = await facesOfText(element.text, element.font, element.bold);
        const sizeMm = element.sizePt / MM_TO_PT;
        const lines = element.text.split('\n');
        const widest = Math.max(...lines.map((line) => widthEm(shapeLine(line, faces)) * sizeMm));
        const tall = lines.length * LINE_HEIGHT * sizeMm;
        if (widest > element.width || tall > element.height) {
          overflowing.push(`${path.basename(file)} ${element.id}`);
        }
      }
    }
    expect(overflowing).toEqual([]);
  });

  describe('a mistake in a file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'design-templates-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const read = (yaml: string) => {
      const file = path.join(dir, 'bad.yaml');
      fs.writeFileSync(file, yaml);
      return () => readYaml(file, seedDesignTemplate);
    };
    const start =
      'product: BC-1001\nname: { en: Card, zh: 名片 }\nsides:\n  - background: "#ffffff"\n    backgroundImage: null\n';

    it.each([
      [
        'an unknown font',
        `${start}    elements:\n      - { id: a, kind: text, text: Hi, font: comic, sizePt: 9, colour: "#000000", x: 1, y: 1, width: 9, height: 9 }\n`,
        /bad\.yaml: sides\.0\.elements\.0\.font: /,
      ],
      ['a missing language', 'product: BC-1001\nname: { en: Card }\nsides: []\n', /bad\.yaml: name\.zh: /],
      ['a misspelt field', `${start}    elements: []\npublshed: true\n`, /bad\.yaml: .*publshed/],
      ['broken YAML', 'product: [', /bad\.yaml: /],
    ])('stops the seed naming the file and the field: %s', (_, yaml, message) => {
      expect(read(yaml)).toThrow(message);
    });
  });
});
