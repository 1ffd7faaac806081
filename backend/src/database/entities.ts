import { SiteSettingsEntity } from '../admin/site-settings.entity.js';

/** Every TypeORM entity of the app. */
export const ENTITIES = [SiteSettingsEntity];
