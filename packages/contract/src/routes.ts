import { userRoutes } from './routes/user';
import { businessRoutes } from './routes/business';
import { accountRoutes } from './routes/account';
import { transactionRoutes } from './routes/transaction';
import { categoryRoutes } from './routes/category';
import { contactRoutes } from './routes/contact';
import { attachmentRoutes } from './routes/attachment';
import { invoiceRoutes } from './routes/invoice';
import { hmrcRoutes } from './routes/hmrc';
import { itsaRoutes } from './routes/itsa';
import { placesRoutes } from './routes/places';
import { affiliateRoutes } from './routes/affiliate';
import { assistantRoutes } from './routes/assistant';
import { miscRoutes } from './routes/misc';

/**
 * Every call of SPEC §7, once. CDK's API routes, the local gateway and the web client are all
 * derived from this table (STYLE §3); `contract.test.ts` proves they agree. Each route group's
 * calls are a module of their own (`routes/<group>.ts`), spread here in the order of
 * `ROUTE_GROUPS`: a group's Lambda imports only its own module, so its bundle neither carries nor
 * builds the other groups' schemas (decision 0058). `support` marks the few routes whose method
 * does not tell whether they change anything (`supportMay`, decision 0023).
 */
export const routes = {
  ...userRoutes,
  ...businessRoutes,
  ...accountRoutes,
  ...transactionRoutes,
  ...categoryRoutes,
  ...contactRoutes,
  ...attachmentRoutes,
  ...invoiceRoutes,
  ...hmrcRoutes,
  ...itsaRoutes,
  ...placesRoutes,
  ...affiliateRoutes,
  ...assistantRoutes,
  ...miscRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
