/**
 * Run by design-pdf.ts in a child process of its own, so its peak memory is this PDF's: makes the
 * print-ready PDF of a two-sided business card whose photo is the JPEG named on the command line,
 * twice (the first also reads the fonts, which a worker then keeps), and prints the times and the
 * process's peak RSS as JSON.
 */
import fs from 'node:fs/promises';
import { designLayoutSchema } from '@printshop/contract';
import { makeDesignPdf } from '../apps/server/src/modules/designs/pdf/make-design-pdf.ts';

const [photoPath] = process.argv.slice(2);
if (!photoPath) throw new Error('usage: make-design-pdf.ts <photo.jpg>');

const PHOTO = '/uploads/0123456789abcdef0123456789abcdef.jpg';
const text = (y: number, value: string, more: object = {}) => ({
  kind: 'text',
  x: 8,
  y,
  width: 60,
  height: 12,
  text: value,
  font: 'inter',
  sizePt: 9,
  colour: '#1a1a1a',
  ...more,
});

const layout = designLayoutSchema.parse({
  version: 1,
  sides: [
    {
      background: '#fdfaf3',
      backgroundImage: null,
      elements: [
        { id: 'name', ...text(10, '张伟 Zhang Wei', { sizePt: 14, bold: true }) },
        { id: 'title', ...text(17, '设计总监 Design Director\n墨褶印刷 Inkfold Print') },
        { id: 'rule', kind: 'line', x: 8, y: 30, width: 50, height: 0.3, stroke: '#b08d57', strokeMm: 0.3 },
        {
          id: 'phone',
          ...text(33, '电话 Tel +86 138 0000 0000\n上海市静安区 Jing’an, Shanghai', { font: 'lora' }),
        },
        {
          id: 'qr',
          kind: 'qr',
          x: 68,
          y: 34,
          width: 16,
          height: 16,
          data: 'https://inkfold.example/u/zhang-wei',
          colour: '#1a1a1a',
        },
      ],
    },
    {
      background: '#000000',
      backgroundImage: PHOTO,
      elements: [
        { id: 'band', kind: 'rect', x: 0, y: 40, width: 91, height: 21, fill: '#1a1a1a', stroke: null },
        {
          id: 'brand',
          ...text(45, '墨褶印刷 Inkfold Print', {
            x: 0,
            width: 91,
            sizePt: 16,
            colour: '#ffffff',
            align: 'center',
            font: 'playfair-display',
          }),
        },
      ],
    },
  ],
});
const card = { trimWidthMm: 85, trimHeightMm: 55, bleedMm: 3 };

async function timed(): Promise<number> {
  const started = performance.now();
  await makeDesignPdf(layout, card, (url) => {
    if (url !== PHOTO) throw new Error(`no upload ${url}`);
    return fs.readFile(photoPath!);
  });
  return performance.now() - started;
}

const coldMs = await timed();
const warmMs = await timed();
// maxRSS is the process's peak, in kilobytes.
const peakRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify({ coldMs, warmMs, peakRssMb }));
