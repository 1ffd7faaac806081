export { useAdminHealthQuery } from './api';
