export * from './banner-commands';
export * from './connect';
