import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { followSignInsElsewhere, noSessionAtLoad } from './lib/auth';
import { readServerState } from './lib/hydration';
import { preloadLazyComponents } from './lib/lazy-component';
import { createQueryClient } from './lib/query-client';
import { watchChunkPreloadErrors } from './lib/stale-chunk';
import './index.css';

watchChunkPreloadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into');

// The public pages come rendered from the server with their data: the app takes over that markup (hydrates it) once
// the code of the components the server used is in, starting from the server's query cache and router state, so its
// first render is the server's. Other pages start empty, their routes' loaders reading the data first.
const serverState = readServerState();
if (serverState?.signedOut) noSessionAtLoad();
const queryClient = createQueryClient();
followSignInsElsewhere(queryClient);
if (serverState) hydrate(queryClient, serverState.queries);
const router = createBrowserRouter(createRoutes(queryClient), {
  hydrationData: serverState ? { loaderData: serverState.routes } : undefined,
});
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);
if (serverState) void preloadLazyComponents(serverState.lazy).then(() => hydrateRoot(container, app));
else {
  // Every page renders its own title and description (PageHead); index.html's are for what reads the bare file.
  document.head.querySelectorAll('title, meta[name="description"]').forEach((tag) => tag.remove());
  createRoot(container).render(app);
}
