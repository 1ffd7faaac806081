import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { comingSoonDetected } from '../api/coming-soon-slice';
import { seedInitialData } from '../api/initial-data';
import { pageSaysComingSoon } from '../lib/coming-soon';
import { AppRoutes } from './router';
import { makeStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = makeStore();
// A server-rendered article or list arrives with its data as JSON: the first render shows it, no loading state.
seedInitialData(store.dispatch);
// A visitor sees the Coming Soon page at once, not the site's chrome until the first API call says so.
if (pageSaysComingSoon()) store.dispatch(comingSoonDetected());

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
