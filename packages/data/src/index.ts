export * from './db';
export * from './keys';
export * from './table-definition';
export * from './session-repository';
export * from './user-repository';
export * from './business-repository';
export * from './banner-repository';
