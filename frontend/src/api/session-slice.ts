import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readAdminToken } from '../lib/admin-token';

export interface SessionState {
  /** Mirror of localStorage.adminToken so that components re-render when it changes. */
  token: string | null;
  /** Set when the server rejected a stored token; the login screen then asks to sign in again. */
  tokenRejected: boolean;
}

function initialState(): SessionState {
  return { token: readAdminToken(), tokenRejected: false };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    tokenAccepted(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.tokenRejected = false;
    },
    tokenRejected(state) {
      state.token = null;
      state.tokenRejected = true;
    },
    signedOut(state) {
      state.token = null;
      state.tokenRejected = false;
    },
  },
});

export const { tokenAccepted, tokenRejected, signedOut } = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectAdminToken = (state: WithSession) => state.session.token;
export const selectTokenRejected = (state: WithSession) => state.session.tokenRejected;
