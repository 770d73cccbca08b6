import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::interview-schedule.interview-schedule');
