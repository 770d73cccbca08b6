import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::hired-employee.hired-employee');
