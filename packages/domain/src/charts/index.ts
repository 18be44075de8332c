export * from './figures';
export * from './range';
export * from './vat-periods';
export * from './tables';
