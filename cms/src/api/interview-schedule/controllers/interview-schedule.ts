import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::interview-schedule.interview-schedule');
