export * from './permissions.ts';
export * from './staff.ts';
