import { SiteSettings1763769600000 } from './1763769600000-site-settings.js';

/** Every migration, oldest first. */
export const MIGRATIONS = [SiteSettings1763769600000];
