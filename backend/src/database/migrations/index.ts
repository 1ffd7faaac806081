import { SiteSettings1763769600000 } from './1763769600000-site-settings.js';
import { CompressionSettings1763769700000 } from './1763769700000-compression-settings.js';
import { Posts1763769800000 } from './1763769800000-posts.js';
import { SampleContentFlag1763769900000 } from './1763769900000-sample-content-flag.js';
import { Images1763770000000 } from './1763770000000-images.js';
import { ReconcileRuns1763770100000 } from './1763770100000-reconcile-runs.js';
import { ImageOriginals1763770200000 } from './1763770200000-image-originals.js';
import { SearchWords1763770300000 } from './1763770300000-search-words.js';
import { PostVersions1763770400000 } from './1763770400000-post-versions.js';
import { PublishedSearch1763770500000 } from './1763770500000-published-search.js';
import { Redirects1763770600000 } from './1763770600000-redirects.js';
import { Imports1763770700000 } from './1763770700000-imports.js';
import { WriterWorkflow1763770800000 } from './1763770800000-writer-workflow.js';
import { Navigation1763770900000 } from './1763770900000-navigation.js';
import { PostRevisions1763771000000 } from './1763771000000-post-revisions.js';
import { ShareLinks1763771100000 } from './1763771100000-share-links.js';
import { SocialCards1763771200000 } from './1763771200000-social-cards.js';
import { ImageVariants1763771300000 } from './1763771300000-image-variants.js';
import { Email1763771400000 } from './1763771400000-email.js';
import { DownloadLinks1763771550000 } from './1763771550000-download-links.js';
import { GoneRedirects1763771555000 } from './1763771555000-gone-redirects.js';
import { TagSlugs1763771560000 } from './1763771560000-tag-slugs.js';
import { Desk1763771604000 } from './1763771604000-desk.js';
import { SiteIdentity1763771610000 } from './1763771610000-site-identity.js';
import { DeletedPosts1763771627000 } from './1763771627000-deleted-posts.js';
import { ApiKeys1764400006001 } from './1764400006001-api-keys.js';
import { Stats1764400007000 } from './1764400007000-stats.js';
import { FullTextSearch1764400008000 } from './1764400008000-full-text-search.js';
import { SearchSpeed1764400011000 } from './1764400011000-search-speed.js';
import { PostTitleTrigrams1764400013000 } from './1764400013000-post-title-trigrams.js';

/** Every migration, oldest first. */
export const MIGRATIONS = [
  SiteSettings1763769600000,
  CompressionSettings1763769700000,
  Posts1763769800000,
  SampleContentFlag1763769900000,
  Images1763770000000,
  ReconcileRuns1763770100000,
  ImageOriginals1763770200000,
  SearchWords1763770300000,
  PostVersions1763770400000,
  PublishedSearch1763770500000,
  Redirects1763770600000,
  Imports1763770700000,
  WriterWorkflow1763770800000,
  Navigation1763770900000,
  PostRevisions1763771000000,
  ShareLinks1763771100000,
  SocialCards1763771200000,
  ImageVariants1763771300000,
  Email1763771400000,
  DownloadLinks1763771550000,
  GoneRedirects1763771555000,
  TagSlugs1763771560000,
  Desk1763771604000,
  SiteIdentity1763771610000,
  DeletedPosts1763771627000,
  ApiKeys1764400006001,
  Stats1764400007000,
  FullTextSearch1764400008000,
  SearchSpeed1764400011000,
  PostTitleTrigrams1764400013000,
];
