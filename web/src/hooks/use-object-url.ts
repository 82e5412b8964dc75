import { useEffect, useState } from 'react';

/** A `blob:` address for a chosen file (to show it before it is sent), freed when the file changes or goes. */
export function useObjectUrl(file: Blob | null | undefined): string | undefined {
  const [made, setMade] = useState<{ file: Blob; url: string }>();
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setMade({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // Only the address made for this file: never one already freed for the previous file.
  return file && made?.file === file ? made.url : undefined;
}
