import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { comingSoonDetected } from '../api/coming-soon-slice';
import { seedInitialData } from '../api/initial-data';
import { seedNavigation } from '../api/navigation-data';
import { selectAdminToken } from '../api/session-slice';
import { seedSiteIdentity } from '../api/site-identity-data';
import { seedSearchData } from '../features/search';
import { pageSaysComingSoon } from '../lib/coming-soon';
import { AppRoutes, dashboardChunkOnOpen } from './router';
import { makeStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = makeStore();
// A server-rendered article or list arrives with its data as JSON, and every page with the site's links: the first render shows them, no loading state.
seedInitialData(store.dispatch);
seedNavigation(store.dispatch);
seedSiteIdentity(store.dispatch);
seedSearchData(store.dispatch);
// A visitor sees the Coming Soon page at once, not the site's chrome until the first API call says so.
if (pageSaysComingSoon()) store.dispatch(comingSoonDetected());
// An admin screen opened cold asks for its data beside the admin check, not once the check has answered.
if (selectAdminToken(store.getState())) void dashboardChunkOnOpen?.then((chunk) => chunk?.prefetchPostsList(store.dispatch, window.location));

const app = (
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  </StrictMode>
);

// A page the server drew (backend/src/site: the same elements, words and data) is hydrated: the app
// takes over the nodes already on screen instead of drawing them again. In a transition, so that the
// work is done in short slices and a reader's tap or key is never kept waiting. An empty shell is rendered.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
