import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import './app/styles.css';

// A deploy replaces the hashed chunks: a page opened before it cannot load a lazy route any
// more, so load the new version of the app instead of showing an error.
// Once a minute at most, so a chunk that cannot load at all (offline) shows the error page.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'gavel:reloaded-for-chunk';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem(key, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);
