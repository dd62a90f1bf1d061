import './app/preload-first-screen';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, firstScreenReady } from './app/app';
import { replayEarlyTap } from './app/early-taps';
import { registerServiceWorker } from './app/register-service-worker';
import './styles/index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

void firstScreenReady().then((drawn) => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The api drew this screen from the same data (backend/src/app/first-screen.ts): hydrating keeps
  // its elements, so a tap on one before now is answered (early-taps.ts), where drawing anew would drop it.
  if (drawn) hydrateRoot(rootElement, app);
  else createRoot(rootElement).render(app);
  replayEarlyTap();
  registerServiceWorker();
});
