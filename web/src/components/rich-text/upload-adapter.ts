import type { FileLoader, UploadAdapter, UploadResponse } from 'ckeditor5';
import { showToast } from '@/lib/toast';
import type { UploadImage } from './types';
import { NO_IMAGE_URL } from '@/lib/upload-image';
import { imageInsertedMessage, uploadFailedMessage } from './upload-messages';

/** CKEditor's bridge to our upload call: resolves { default: url } and tells the user how it went. */
export class ImageUploadAdapter implements UploadAdapter {
  private readonly controller = new AbortController();

  constructor(
    private readonly loader: FileLoader,
    private readonly uploadImage: UploadImage,
  ) {}

  async upload(): Promise<UploadResponse> {
    try {
      const file = await this.loader.file;
      if (!file) throw new Error('No file selected');
      const url = await this.uploadImage(file, this.controller.signal);
      if (!url) throw new Error(NO_IMAGE_URL);
      showToast({ title: imageInsertedMessage(url) });
      return { default: url };
    } catch (error) {
      if (!this.controller.signal.aborted) showToast({ title: uploadFailedMessage(error), variant: 'destructive' });
      throw error;
    }
  }

  abort(): void {
    this.controller.abort();
  }
}
