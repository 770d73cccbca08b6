import type { Core } from '@strapi/strapi';

export default {
  register(_: { strapi: Core.Strapi }) {},
  async bootstrap(_: { strapi: Core.Strapi }) {},
};
