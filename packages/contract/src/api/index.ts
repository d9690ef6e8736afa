export * from './content.ts';
export * from './system.ts';
