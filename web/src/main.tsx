import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { watchChunkPreloadErrors } from './lib/stale-chunk';
import './index.css';

watchChunkPreloadErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render the app into');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
