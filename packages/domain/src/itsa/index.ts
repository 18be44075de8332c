export * from './nino';
export * from './periods';
export * from './cumulative';
