import { PDFArray, PDFDict, type PDFDocument, PDFName, PDFNumber, type PDFObject } from 'pdf-lib';

/** A page with what it inherits from the page tree (ISO 32000-1, 7.7.3.4). */
export interface PageNode {
  dict: PDFDict;
  resources: PDFDict | undefined;
  mediaBox: PDFObject | undefined;
  rotate: number;
}

const INHERITED = ['Resources', 'MediaBox', 'Rotate'] as const;

/**
 * The document's pages in order. Walked here rather than by pdf-lib's getPages, which follows a
 * hostile tree's repeated or circular kids without end: each node is visited once.
 */
export function pageNodes(document: PDFDocument): PageNode[] {
  const root = document.catalog.lookup(PDFName.of('Pages'));
  if (!(root instanceof PDFDict)) return [];
  const pages: PageNode[] = [];
  const seen = new Set<PDFDict>();
  const stack: { node: PDFDict; inherited: Map<string, PDFObject> }[] = [
    { node: root, inherited: new Map() },
  ];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node } = next;
    if (seen.has(node)) continue;
    seen.add(node);
    const inherited = new Map(next.inherited);
    for (const key of INHERITED) {
      const value = node.lookup(PDFName.of(key));
      if (value !== undefined) inherited.set(key, value);
    }
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) {
      // Pushed last kid first, so the first kid is walked next and the pages come out in order.
      for (let at = kids.size() - 1; at >= 0; at--) {
        const kid = kids.lookup(at);
        if (kid instanceof PDFDict) stack.push({ node: kid, inherited });
      }
    } else {
      const resources = inherited.get('Resources');
      const rotate = inherited.get('Rotate');
      pages.push({
        dict: node,
        resources: resources instanceof PDFDict ? resources : undefined,
        mediaBox: inherited.get('MediaBox'),
        rotate: rotate instanceof PDFNumber ? rotate.asNumber() : 0,
      });
    }
  }
  return pages;
}
