export default {
  upload: {
    config: {
      // Strapi's defaults, kept on purpose: sharp decodes each image on one thread and keeps no cache
      // of decoded images between uploads, and the files of one request are processed one by one, so
      // an upload holds at most one decoded image (the uploads themselves wait in line: see
      // src/extensions/upload).
      sharp: { concurrency: 1, cache: false },
      concurrentUploadSize: 1,
    },
  },
};
