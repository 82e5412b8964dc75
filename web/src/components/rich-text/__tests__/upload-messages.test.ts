import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { NO_IMAGE_URL } from '@/lib/upload-image';
import { imageInsertedMessage, uploadFailedMessage } from '../upload-messages';

describe('editor image upload messages', () => {
  it('names the inserted image', () => {
    expect(imageInsertedMessage('/uploads/a.png')).toBe('Image inserted: /uploads/a.png');
  });

  it("uses the server's message, else the status text, else 'Unknown error'", () => {
    expect(
      uploadFailedMessage(
        new ApiError(415, 'Unsupported Media Type', '{"message":"Only images"}', { message: 'Only images' }),
      ),
    ).toBe('Failed to upload image: Only images');
    expect(uploadFailedMessage(new ApiError(502, 'Bad Gateway', '', null))).toBe(
      'Failed to upload image: Upload failed: Bad Gateway',
    );
    expect(uploadFailedMessage(new Error(NO_IMAGE_URL))).toBe(`Failed to upload image: ${NO_IMAGE_URL}`);
    expect(uploadFailedMessage(undefined)).toBe('Failed to upload image: Unknown error');
    expect(uploadFailedMessage(new Error(''))).toBe('Failed to upload image: Unknown error');
  });
});
