import { createSlice } from '@reduxjs/toolkit';

export interface ComingSoonState {
  /** The server answered a visitor's call with 503 `comingSoon`, and no such call has succeeded since. */
  active: boolean;
}

const initialState: ComingSoonState = { active: false };

export const comingSoonSlice = createSlice({
  name: 'comingSoon',
  initialState,
  reducers: {
    comingSoonDetected(state) {
      state.active = true;
    },
    comingSoonLifted(state) {
      state.active = false;
    },
  },
});

export const { comingSoonDetected, comingSoonLifted } = comingSoonSlice.actions;

type WithComingSoon = { comingSoon?: ComingSoonState };
export const selectComingSoon = (state: WithComingSoon) => state.comingSoon?.active === true;
