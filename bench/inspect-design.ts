/**
 * Run by design-files.ts in a child process of its own, so its peak memory is this one file's:
 * inspects the design file named on the command line and draws its preview, as its upload and its
 * preview job do, twice (the first run also starts the PDF worker and loads PDFium), and prints
 * the times and the process's peak RSS as JSON.
 */
import fs from 'node:fs/promises';
import { drawDesignPreview } from '../apps/server/src/modules/files/design-preview.ts';
import { closePdfRenderer } from '../apps/server/src/modules/files/pdf.ts';
import { inspectDesign } from '../apps/server/src/modules/files/preflight/inspect.ts';

const [filePath] = process.argv.slice(2);
if (!filePath) throw new Error('usage: inspect-design.ts <file>');

async function timed(): Promise<number> {
  const started = performance.now();
  const facts = await inspectDesign(filePath!);
  await drawDesignPreview(
    await fs.readFile(filePath!),
    facts.kind === 'pdf' ? 'application/pdf' : facts.mime,
  );
  return performance.now() - started;
}

const coldMs = await timed();
const warmMs = await timed();
await closePdfRenderer();
// maxRSS covers the worker thread too: it is the process's, in kilobytes.
const peakRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify({ coldMs, warmMs, peakRssMb }));
