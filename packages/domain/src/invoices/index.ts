export * from './totals';
export * from './numbers';
