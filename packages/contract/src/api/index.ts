export * from './addresses.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './identity.ts';
export * from './system.ts';
