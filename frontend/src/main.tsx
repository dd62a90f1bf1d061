import './app/preload-first-screen';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstScreenReady } from './app/app';
import { registerServiceWorker } from './app/register-service-worker';
import './styles/index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

void firstScreenReady().then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
});
