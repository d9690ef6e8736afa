/**
 * Run by design-files.ts in a child process of its own, so its peak memory is this one file's:
 * inspects the design file named on the command line twice (the first run also starts the PDF
 * worker and loads PDFium) and prints the times and the process's peak RSS as JSON.
 */
import { closePdfRenderer } from '../apps/server/src/modules/files/pdf.ts';
import { inspectDesign } from '../apps/server/src/modules/files/preflight/inspect.ts';

const [filePath] = process.argv.slice(2);
if (!filePath) throw new Error('usage: inspect-design.ts <file>');

async function timed(): Promise<number> {
  const started = performance.now();
  await inspectDesign(filePath!);
  return performance.now() - started;
}

const coldMs = await timed();
const warmMs = await timed();
await closePdfRenderer();
// maxRSS covers the worker thread too: it is the process's, in kilobytes.
const peakRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify({ coldMs, warmMs, peakRssMb }));
