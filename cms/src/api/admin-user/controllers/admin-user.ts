import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::admin-user.admin-user');
