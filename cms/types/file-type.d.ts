// file-type ships ESM with types that only "node16"/"bundler" resolution finds; the CMS compiles to
// CommonJS (Strapi's loader) and loads it through Node's require(esm). The functions it uses:
declare module 'file-type' {
  export interface FileTypeResult {
    ext: string;
    mime: string;
  }
  export function fileTypeFromFile(path: string): Promise<FileTypeResult | undefined>;
  export function fileTypeFromBuffer(buffer: Uint8Array | ArrayBuffer): Promise<FileTypeResult | undefined>;
}
