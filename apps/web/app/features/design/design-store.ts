import type { DesignLayout } from '@printshop/contract';

/**
 * Where the editor's design comes from and goes to: the one seam between the editor and the shop's
 * API (api-design-store.ts), so the editor can be driven by anything that opens and saves a layout.
 */
export interface DesignStore {
  /** The layout the editor opens: the saved design's, else the template's, else a blank page. */
  open(): Promise<DesignLayout>;
  /** Keeps the layout as the design's latest; the first save makes the design. */
  save(layout: DesignLayout): Promise<void>;
  /** The saved design's id, saving the layout first when the design has never been saved (an untouched template). */
  savedId(layout: DesignLayout): Promise<number>;
}
