export * from './roles';
export * from './business-types';
export * from './two-factor';
export * from './policies';
export * from './names';
export * from './messages';
export * from './session';
