import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { noSessionAtLoad } from './lib/auth';
import { readServerState } from './lib/hydration';
import { preloadLazyComponents } from './lib/lazy-component';
import { watchChunkPreloadErrors } from './lib/stale-chunk';
import './index.css';

watchChunkPreloadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into');

// The public pages come rendered from the server with their data: the app takes over that markup (hydrates it) once
// the code of the components the server used is in, so its first render is the server's. Other pages start empty.
const serverState = readServerState();
if (serverState?.signedOut) noSessionAtLoad();
const app = (
  <StrictMode>
    <AppProvider dehydratedState={serverState?.queries}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);
if (serverState) void preloadLazyComponents(serverState.lazy).then(() => hydrateRoot(container, app));
else createRoot(container).render(app);
