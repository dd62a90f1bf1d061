import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { AppProvider } from './provider';
import { appRoutes } from './routes';

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
