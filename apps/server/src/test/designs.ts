import { api, type DesignElement, type DesignLayout } from '@printshop/contract';
import type { Database } from '../db/client.ts';
import { storeFile } from '../modules/files/service.ts';
import type { FileStorage } from '../modules/files/storage.ts';
import { testImage, testPdf } from './uploads.ts';

/** What the online editor's tests make: layouts, the designers' uploads and visitors' calls. */

/** The product the designs of the tests are of: a business card, one side or two. */
export const CARD = 'BC-1001';

export function textElement(id: string, text: string, more: Partial<DesignElement> = {}): DesignElement {
  return {
    id,
    kind: 'text',
    x: 8,
    y: 8,
    width: 60,
    height: 8,
    rotation: 0,
    locked: false,
    text,
    font: 'inter',
    sizePt: 10,
    colour: '#111111',
    align: 'left',
    bold: false,
    ...more,
  } as DesignElement;
}

export function imageElement(id: string, src: string | null): DesignElement {
  return { id, kind: 'image', x: 60, y: 10, width: 20, height: 20, rotation: 0, locked: false, src };
}

/** A layout of the elements on one side, or of each list on a side of its own. */
export function layoutOf(...sides: DesignElement[][]): DesignLayout {
  return {
    version: 1,
    sides: sides.map((elements) => ({ background: '#ffffff', backgroundImage: null, elements })),
  };
}

/** A one-sided card with a name on it. */
export const nameCard = (name = 'Alex Chen 陈明') => layoutOf([textElement('name', name)]);

/** An image upload of a member (or of a visitor: null), stored as the upload call stores it; its URL. */
export async function designerImage(
  db: Database,
  storage: FileStorage,
  memberId: number | null,
): Promise<string> {
  return storeFile(db, storage, await testImage('png'), { mime: 'image/png', width: 8, height: 6 }, memberId);
}

/** A PDF upload of a member or a visitor; its URL. */
export function designerPdf(db: Database, storage: FileStorage, memberId: number | null): Promise<string> {
  return storeFile(db, storage, testPdf(), { mime: 'application/pdf', width: null, height: null }, memberId);
}

/** The headers a visitor sends with its design key. */
export const keyHeaders = (key: string) => ({ [api.DESIGN_KEY_HEADER]: key });
