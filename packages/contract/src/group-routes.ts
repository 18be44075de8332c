/**
 * Each route group's calls, one module per group (`routes/<group>.ts`), for the group's Lambda:
 * `createApi(contactRoutes, …)`. Only re-exports, so a bundle keeps the one group module it uses
 * (the package has no side effects) and neither carries nor builds the other groups' schemas;
 * `routes.ts` spreads the same modules into the whole table (decision 0058).
 */
export * from './routes/user';
export * from './routes/business';
export * from './routes/account';
export * from './routes/transaction';
export * from './routes/category';
export * from './routes/contact';
export * from './routes/attachment';
export * from './routes/invoice';
export * from './routes/hmrc';
export * from './routes/itsa';
export * from './routes/places';
export * from './routes/affiliate';
export * from './routes/assistant';
export * from './routes/misc';
