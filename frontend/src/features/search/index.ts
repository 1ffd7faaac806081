// What the app shell uses of search: the page, and the seeding of its first render from the server's answer.
export { seedSearchData } from './api';
export { SearchPage } from './search.page';
