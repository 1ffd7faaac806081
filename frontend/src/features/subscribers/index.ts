// What other features may use of the subscribers: the list (the editor counts who a post would be sent to).
export { useSubscribersQuery } from './api';
