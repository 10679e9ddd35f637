import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { i18n } from '@/shared/i18n';
import { AppErrorBoundary } from '@/features/shell/screens/CrashScreen';
import type { AppStore } from './store/make-store';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Providers around the router; used by the boot and by integration tests (with a memory router). */
export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </Provider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
