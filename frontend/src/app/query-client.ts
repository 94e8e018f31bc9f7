import { QueryClient } from '@tanstack/react-query';

/**
 * 429s are already retried by the API client (shared retry helper); other failures surface at once so the
 * screens show their error states instead of spinning.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 },
      mutations: { retry: false },
    },
  });
}
