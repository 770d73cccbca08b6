import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::job-template.job-template');
