import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api-slice';
import { comingSoonSlice } from '../api/coming-soon-slice';
import { sessionSlice } from '../api/session-slice';

/** A factory so that every test gets a fresh store and cache. */
export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
      [comingSoonSlice.name]: comingSoonSlice.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
