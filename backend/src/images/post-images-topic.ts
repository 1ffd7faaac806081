/**
 * Announced on the change feed once posts' stored markup has been rewritten for their images (an
 * image compressed again, given its smaller copies, or its address changed): every replica drops
 * what it drew from the old markup. Posts listen (posts/posts-cache.ts); images know nothing of them.
 */
export const POST_IMAGES_TOPIC = 'post-images';
