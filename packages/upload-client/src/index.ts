export * from './limits.js';
export * from './transport.js';
export * from './upload.js';
