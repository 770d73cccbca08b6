import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::admin-role.admin-role');
