import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::admin-role.admin-role');
