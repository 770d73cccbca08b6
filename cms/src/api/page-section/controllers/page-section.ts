import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::page-section.page-section');
