export * from './client';
export * from './errors';
export * from './fraud-headers';
export * from './token-cipher';
export * from './types';
export * from './kms';
