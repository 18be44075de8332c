export * from './error-map';
export * from './define';
export * from './schemas';
export * from './routes';
export * from './group-routes';
export * from './route-match';
export * from './session-cookies';
export * from './table';
