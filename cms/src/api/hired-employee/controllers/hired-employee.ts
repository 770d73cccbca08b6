import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::hired-employee.hired-employee');
