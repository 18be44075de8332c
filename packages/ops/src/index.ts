export * from './banner-commands';
export * from './connect';
export * from './balance-commands';
export * from './vat-sums-check';
