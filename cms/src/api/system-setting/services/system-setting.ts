import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::system-setting.system-setting');
