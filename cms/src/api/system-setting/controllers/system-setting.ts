import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::system-setting.system-setting');
