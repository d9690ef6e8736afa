import { ORDER_STAGE } from '@printshop/contract';

export type StageName = keyof typeof ORDER_STAGE;

export interface TrackerStage {
  name: StageName;
  reached: boolean;
  /** The furthest stage reached: where the item is now. */
  current: boolean;
}

/** The tracker's stages in order; each is reached when the item's sta is at least its threshold (docs/product.md#states). */
export function trackerStages(sta: number): TrackerStage[] {
  const stages = (Object.entries(ORDER_STAGE) as [StageName, number][]).sort((a, b) => a[1] - b[1]);
  const reached = stages.filter(([, threshold]) => sta >= threshold);
  const last = reached.at(-1)?.[0];
  return stages.map(([name, threshold]) => ({ name, reached: sta >= threshold, current: name === last }));
}
