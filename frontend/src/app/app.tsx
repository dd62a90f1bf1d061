import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { AppProvider } from './provider';
import { prepareFirstScreen } from './preload-first-screen';
import { appRoutes } from './routes';

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);

/** Resolves when the first render can draw the first screen whole (or has waited long enough). */
export const firstScreenReady = () => prepareFirstScreen(queryClient);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
