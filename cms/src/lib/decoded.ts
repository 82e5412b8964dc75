/** A percent-encoded text decoded, or null when its escapes are malformed (`%E0%A4%A`): no URIError to catch. */
export const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};
