import { type MediaFile, refuseUnlessImages } from '../../domain/panel/media-images';

interface UploadService {
  upload(input: { data: unknown; files: MediaFile | MediaFile[] }, options?: unknown): Promise<unknown>;
  replace(id: unknown, input: { data: unknown; file: MediaFile }, options?: unknown): Promise<unknown>;
  [name: string]: unknown;
}
interface UploadPlugin {
  services: { upload: (deps: { strapi: unknown }) => UploadService };
}

/**
 * The media library's every way in (panel upload, replace, upload from a URL, content API) goes
 * through the upload service's upload and replace: both check the bytes before anything is stored.
 */
export default (plugin: UploadPlugin): UploadPlugin => {
  const createService = plugin.services.upload;
  plugin.services.upload = (deps) => {
    const service = createService(deps);
    return {
      ...service,
      async upload(input, options) {
        await refuseUnlessImages(input.files);
        return service.upload(input, options);
      },
      async replace(id, input, options) {
        await refuseUnlessImages(input.file);
        return service.replace(id, input, options);
      },
    };
  };
  return plugin;
};
