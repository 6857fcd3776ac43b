import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from './settings';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries },
      mutations: { ...QUERY_DEFAULTS.mutations },
    },
  });
}
