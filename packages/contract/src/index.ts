export * from './api/endpoint.ts';
export * as api from './api/index.ts';
export * from './constants.ts';
export * from './device.ts';
export * from './envelope.ts';
export * from './lang.ts';
export * from './money.ts';
export * from './uploads.ts';
