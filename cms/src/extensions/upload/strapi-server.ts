import { refuseOversizedImages } from '../../domain/panel/media-image-size';
import { type MediaFile, refuseUnlessImages } from '../../domain/panel/media-images';
import { oneAtATime } from '../../platform/one-at-a-time';

interface UploadService {
  upload(input: { data: unknown; files: MediaFile | MediaFile[] }, options?: unknown): Promise<unknown>;
  replace(id: unknown, input: { data: unknown; file: MediaFile }, options?: unknown): Promise<unknown>;
  [name: string]: unknown;
}
interface UploadPlugin {
  services: { upload: (deps: { strapi: unknown }) => UploadService };
}

/**
 * One upload or replace at a time in this process. Strapi handles the files of one request one by
 * one, but nothing bounds requests: each decodes and re-encodes its image several times in sharp,
 * on libuv's thread pool (four threads, which file reads and DNS also need), and holds that image's
 * memory meanwhile.
 * Editors upload rarely, so a second upload waiting for the first costs little.
 */
const processOneAtATime = oneAtATime();

/**
 * The media library's every way in (panel upload, replace, upload from a URL, content API) goes
 * through the upload service's upload and replace: both check the bytes and the declared size
 * before anything is decoded or stored.
 */
export default (plugin: UploadPlugin): UploadPlugin => {
  const createService = plugin.services.upload;
  plugin.services.upload = (deps) => {
    const service = createService(deps);
    return {
      ...service,
      async upload(input, options) {
        await refuseUnlessImages(input.files);
        await refuseOversizedImages(input.files);
        return processOneAtATime(() => service.upload(input, options));
      },
      async replace(id, input, options) {
        await refuseUnlessImages(input.file);
        await refuseOversizedImages(input.file);
        return processOneAtATime(() => service.replace(id, input, options));
      },
    };
  };
  return plugin;
};
