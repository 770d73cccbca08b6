import { factories } from '@strapi/strapi';

// Generated REST routes: reachable only with a Strapi API token made in /cms; the site and back office use /api/public and /api/backoffice.
export default factories.createCoreRouter('api::hired-employee.hired-employee');
