// What other features may use of the posts: the overview's count of posts.
export { usePostsCountQuery } from './api';
