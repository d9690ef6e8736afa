import type { api, DesignLayout } from '@printshop/contract';
import { ApiError, type BrowserApi } from '~/lib/api';
import { readSession } from '~/lib/session';
import { forgetDesignKey, keepDesignKey, readDesignKey } from './design-key';
import type { DesignStore } from './design-store';
import { blankLayout } from './layout-edits';

interface StoredDesign {
  productNo: string;
  template: api.DesignTemplate | null;
  /** The saved design the address names, or null for a new one. */
  designId: number | null;
  /** What a new design is called in the customer's list of designs. */
  name: string;
  /** Told the new design's id once its first save made it, so the address can name it. */
  onCreated: (id: number) => void;
}

/**
 * A visitor who has logged in since: the designs their key saved become the member's (decision
 * 100), so the design they were making opens again under their account.
 */
async function claimVisitorDesigns(client: BrowserApi): Promise<void> {
  const designKey = readDesignKey();
  if (!designKey || !readSession()) return;
  await client.call('designClaim', { designKey });
  forgetDesignKey();
}

/** A design saved through the shop's API: made at its first save, saved again after. */
export function apiDesignStore(client: BrowserApi, design: StoredDesign): DesignStore {
  let id = design.designId;
  const started = () => design.template?.layout ?? blankLayout();
  const store: DesignStore = {
    async open(): Promise<DesignLayout> {
      await claimVisitorDesigns(client);
      if (id === null) return started();
      try {
        return (await client.call('designDetail', { id })).layout;
      } catch (error) {
        // Not this browser's design (another visitor's link, or a key since forgotten): start afresh.
        if (!(error instanceof ApiError && error.code === 404)) throw error;
        id = null;
        return started();
      }
    },
    async save(layout: DesignLayout): Promise<void> {
      if (id !== null) {
        await client.call('designSave', { id, layout });
        return;
      }
      const created = await client.call('designCreate', {
        productNo: design.productNo,
        templateId: design.template?.id,
        name: design.name,
        layout,
      });
      if (created.designKey) keepDesignKey(created.designKey);
      id = created.id;
      design.onCreated(created.id);
    },
    async savedId(layout: DesignLayout): Promise<number> {
      if (id === null) await store.save(layout);
      if (id === null) throw new Error('The first save of a design gave it no id');
      return id;
    },
  };
  return store;
}
