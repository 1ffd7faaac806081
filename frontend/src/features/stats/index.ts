export { PostViewsFigure, usePostViews } from './post-views.component';
export { StatsPanel } from './stats-panel.component';
