import { assistantRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { assistantHandlers } from './handlers';

/** The help assistant: help answers and questions about the books (handlers.ts, decision 0065). */
export const handler = createApi(assistantRoutes, assistantHandlers);
