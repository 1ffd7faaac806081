import { SiteSettingsEntity } from '../admin/site-settings.entity.js';
import { CompressionSettingsEntity } from '../compression/compression-settings.entity.js';

/** Every TypeORM entity of the app. */
export const ENTITIES = [SiteSettingsEntity, CompressionSettingsEntity];
