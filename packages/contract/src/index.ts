export * from './error-map';
export * from './define';
export * from './schemas';
export * from './routes';
export * from './session-cookies';
export * from './table';
