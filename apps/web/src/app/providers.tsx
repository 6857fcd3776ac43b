import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { setSessionLostHandler } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';
import { ThemeProvider } from './theme';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// A session that cannot be renewed: forget its data and go to the area's login page, which
// brings the person back here after signing in.
setSessionLostHandler((loginPath) => {
  queryClient.clear();
  // Calls that failed together all end here; the router's location is already the login page
  // (pending) after the first, while the address bar may not be yet.
  if (router.state.location.pathname === loginPath) return;
  const here = router.state.location.href;
  void router.navigate({
    href: `${loginPath}?redirect=${encodeURIComponent(here)}`,
    replace: true,
  });
});

export function Providers() {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
