export * from './boxes';
export * from './ledger-totals';
export * from './summary';
