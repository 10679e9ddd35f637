import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '@/shared/i18n';
import { AppErrorBoundary } from '@/features/shell/screens/CrashScreen';
import type { AppRouter, AppStore } from '@/store';
import { RouterView } from './router/RouterView';

/** Providers around the router; used by the boot and by integration tests (with a memory router). */
export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <RouterView router={router} />
          </I18nextProvider>
        </Provider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
