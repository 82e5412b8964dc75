// Types for fake-drive.mjs (imported from TypeScript by the API suite and the end-to-end tests).

export declare const DRIVE_IDS: {
  readonly publicFile: string;
  readonly publicFile2: string;
  readonly privateFile: string;
  readonly publicFolder: string;
  readonly emptyFolder: string;
  /** A folder of 35 files: more than the 30 links one save may name. */
  readonly bigFolder: string;
  readonly folderFiles: readonly string[];
};

/** A valid size×size PNG of one colour, built without image libraries. */
export declare function tinyPng(r: number, g: number, b: number, size?: number): Buffer<ArrayBuffer>;

export interface FakeDrive {
  /** Base URL, e.g. `http://127.0.0.1:54321`. */
  url: string;
  /** Every request received, as `METHOD /path?query`. */
  requests: string[];
  stop: () => Promise<void>;
}

export declare function startFakeDrive(port?: number): Promise<FakeDrive>;
