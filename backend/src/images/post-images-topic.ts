/**
 * Announced on the change feed once posts' stored markup has been rewritten for their images (an
 * image compressed again, given its smaller copies, or its address changed): every replica drops
 * what it drew from the old markup. Posts listen (posts/posts-cache.ts); images know nothing of them.
 */
export const POST_IMAGES_TOPIC = 'post-images';

/** Announced once an upload has left the library: whatever shows it by id (the site's logo, icon, avatar) reads again. */
export const LIBRARY_IMAGE_REMOVED_TOPIC = 'library-image-removed';
