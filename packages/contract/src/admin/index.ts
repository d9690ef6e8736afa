export * from './permissions.ts';
export * from './staff.ts';
export * from './item-states.ts';
