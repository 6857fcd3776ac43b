export * from './enums.js';
export * from './errors.js';
export * from './common.js';
export * from './pagination.js';
export * from './auth.js';
export * from './money.js';
export * from './roles.js';
