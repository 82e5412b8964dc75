import { FileRepository, Plugin, type FileLoader, type UploadAdapter, type UploadResponse } from 'ckeditor5';
import { getFetchClient } from '@strapi/strapi/admin';

/** What the upload plugin answers for each stored file (the fields used here). */
interface UploadedFile {
  url: string;
}

/**
 * An image dropped, pasted or chosen with the toolbar's upload button goes to the Media Library: POST /upload
 * through the admin's fetch client (the admin's token), as the Media Library's own upload does.
 */
class AdminUploadAdapter implements UploadAdapter {
  private readonly controller = new AbortController();

  constructor(private readonly loader: FileLoader) {}

  async upload(): Promise<UploadResponse> {
    const file = await this.loader.file;
    if (!file) throw new Error('No file selected');
    const form = new FormData();
    form.append('files', file);
    const { data } = await getFetchClient().post<UploadedFile[]>('/upload', form, {
      signal: this.controller.signal,
    });
    const url = data[0]?.url;
    if (!url) throw new Error('The upload answered no file URL');
    return { default: url };
  }

  abort(): void {
    this.controller.abort();
  }
}

export class AdminImageUpload extends Plugin {
  static get pluginName() {
    return 'AdminImageUpload' as const;
  }

  static get requires() {
    return [FileRepository] as const;
  }

  init() {
    this.editor.plugins.get(FileRepository).createUploadAdapter = (loader) => new AdminUploadAdapter(loader);
  }
}
