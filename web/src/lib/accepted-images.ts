/** The image types the server stores (it sniffs the bytes and refuses anything else, SVG and BMP included). */
const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;

/** The `accept` attribute of an image picker: only what the server accepts is offered. */
export const IMAGE_PICKER_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/**
 * Whether a chosen file says it is an image the server stores (the picker offers only those, but a file can still be
 * dropped in, or chosen under "All files"): an SVG is refused at the field, not at Save.
 */
export const isImageFile = (file: { type: string } | null | undefined) =>
  !!file && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
