import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { AppProvider } from './provider';
import { prepareFirstScreen } from './preload-first-screen';
import { AppRoutes } from './routes';

const queryClient = createQueryClient();

/** Resolves when the first render can draw the first screen whole (or has waited long enough). */
export const firstScreenReady = () => prepareFirstScreen(queryClient);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
