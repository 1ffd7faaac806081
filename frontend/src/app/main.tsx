import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { makeStore } from './store';
import './app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={makeStore()}>
      <RouterProvider router={createAppRouter()} />
    </Provider>
  </StrictMode>,
);
