export * from './error-map';
export * from './define';
export * from './schemas';
export * from './routes';
export * from './table';
