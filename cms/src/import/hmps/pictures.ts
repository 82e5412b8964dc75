import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { parseDriveUrl } from '@hmti/contract';
import { appConfig } from '../../config/app-config';
import { displayUrl } from '../../lib/gdrive-url';
import { checkUpload } from '../../lib/upload-policy';
import type { ImportReport } from './report';
import type { SourceIds } from './context';
import { pluginService, service } from '../../lib/services';
import type { Accessibility } from '../../api/library/services/gdrive';

/** hmps's two folders of local files, as its addresses name them (`/uploads/…`, `/attached_assets/…`). */
const LOCAL = /^\/?(uploads|attached_assets)\//;
/** A file row of the upload plugin, as its provider deletes it (the file, then each size made of it). */
interface StoredFile {
  url: string;
  formats?: Record<string, object> | null;
}

/** hmps's folder of each kind of address, as the command's options name them. */
export interface HmpsFolders {
  /** hmps's `uploads/` folder (`--uploads`). */
  uploads?: string;
  /** hmps's `attached_assets/` folder (`--assets`), where later releases stored every upload. */
  attached_assets?: string;
}
const OPTION = { uploads: '--uploads', attached_assets: '--assets' } as const;
/** Drive files asked about at once (each question has the Drive service's timeout). */
const DRIVE_CHECKS_AT_ONCE = 4;

/**
 * hmps's local pictures (`/uploads/...` and `/attached_assets/...`, files of those two folders) copied into this site's upload store through
 * Strapi's upload plugin (local folder or S3 bucket, whichever is configured) after the upload policy (pictures only,
 * re-encoded), and re-linked; one copy per file however often it is named. Drive and other links are kept as they are
 * (a library file from elsewhere is then left out by the library's rule for files: map-library.ts). Every Drive file
 * kept is asked of Drive once, after the import (`checkDrive`): a private one is imported all the same, and reported.
 */
export class Pictures {
  private readonly done = new Map<string, string>();
  /** The files this run put into the upload store: a run that fails takes them out again (`discardCopies`). */
  private readonly copies: StoredFile[] = [];
  private readonly reported = new Set<string>();
  /** Drive file id → where the import keeps a link to it (collection, hmps document, field). */
  private readonly onDrive = new Map<string, Array<{ collection: string; id: string; field: string }>>();

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly report: ImportReport,
    private readonly sources: SourceIds,
    private readonly folders: HmpsFolders,
    private readonly dryRun: boolean,
  ) {}

  static driveFileId(url: string): string | null {
    const link = parseDriveUrl(url);
    return link.ok && link.kind === 'file' ? link.id : null;
  }

  /** A picture kept as a link to Drive file `fileId`: `checkDrive` asks Drive whether it is shared. */
  keptOnDrive(collection: string, id: string, field: string, fileId: string) {
    const uses = this.onDrive.get(fileId) ?? [];
    uses.push({ collection, id, field });
    this.onDrive.set(fileId, uses);
  }

  /**
   * Asks Drive (the site's own check, `accessibility`) about each Drive file kept, once per file, a few at a time:
   * every use of a private file goes into the report, the files Drive did not answer for are counted.
   */
  async checkDrive(progress: (line: string) => void) {
    const ids = [...this.onDrive.keys()];
    if (!ids.length) return;
    progress(`Asking Google Drive whether ${ids.length} file(s) are shared…`);
    const drive = service(this.strapi, 'api::library.gdrive');
    const states = new Map<string, Accessibility>();
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const fileId = ids[next++];
        states.set(fileId, await drive.accessibility('file', fileId));
      }
    };
    await Promise.all(Array.from({ length: Math.min(DRIVE_CHECKS_AT_ONCE, ids.length) }, worker));
    for (const [fileId, uses] of this.onDrive) {
      const state = states.get(fileId);
      if (state === 'unknown') this.report.uncheckedDriveFile();
      if (state === 'private')
        for (const use of uses) this.report.privateDriveFile(use.collection, use.id, use.field, fileId);
    }
  }

  /** The URL to store for `url` as named by hmps document `id` of `collection`. */
  async relink(collection: string, id: string, field: string, url: string): Promise<string> {
    if (!LOCAL.test(url)) {
      const fileId = Pictures.driveFileId(url);
      if (!fileId) return url;
      this.keptOnDrive(collection, id, field, fileId);
      // Stored at the address Drive shows the picture from, as every door stores a Drive picture.
      return displayUrl(fileId, 'image', appConfig.gdrive);
    }
    const folder = LOCAL.exec(url)?.[1] === 'attached_assets' ? 'attached_assets' : 'uploads';
    const inFolder = url.replace(LOCAL, '').split(/[?#]/)[0];
    // Remembered by its path in uploads/ (as runs before attached_assets/ was read remembered them).
    const rel = folder === 'uploads' ? inFolder : `${folder}/${inFolder}`;
    const known = this.done.get(rel) ?? this.sources.get('uploads', rel)?.targetUrl;
    if (known) {
      this.done.set(rel, known);
      return known;
    }
    const note = (message: string) => {
      // Each file is named once in the report (a picture used by many documents is one problem).
      if (this.reported.has(rel)) return;
      this.reported.add(rel);
      this.report.change(collection, id, `${field}: ${message}`);
    };
    const dir = this.folders[folder];
    if (!dir) {
      note(`${url} kept as a link (no ${OPTION[folder]} folder given)`);
      return url;
    }
    const root = path.resolve(dir);
    let file = '';
    try {
      file = path.resolve(root, decodeURIComponent(inFolder));
    } catch {
      // An address that does not decode names no file.
    }
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      note(`picture file missing: ${url} (not in ${dir}); the link is kept`);
      return url;
    }
    if (this.dryRun) return url;
    // The upload policy writes its re-encoded copy next to the file: work on a copy, never in the operator's folder.
    const temp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hmps-upload-')), path.basename(file));
    fs.copyFileSync(file, temp);
    try {
      const base =
        path
          .basename(file, path.extname(file))
          .replace(/[^a-z0-9-]/gi, '-')
          .slice(0, 60) || 'picture';
      let checked;
      try {
        checked = await checkUpload({ filepath: temp, size: fs.statSync(temp).size }, ['image'], `hmps-${base}`);
      } catch {
        note(`${url} is not a picture this site accepts; the link is kept`);
        return url;
      }
      try {
        const [stored] = await pluginService(this.strapi, 'upload', 'upload').upload({
          data: { fileInfo: { name: checked.originalFilename, alternativeText: '', caption: '' } },
          files: [checked],
        });
        this.copies.push(stored);
        this.done.set(rel, stored.url);
        await this.sources.remember('uploads', rel, stored.id, stored.url);
        return stored.url;
      } finally {
        await checked.remove();
      }
    } finally {
      fs.rmSync(path.dirname(temp), { recursive: true, force: true });
    }
  }

  /**
   * After a run that failed: its rows are rolled back, and the files it copied are deleted from the upload store
   * (local folder or bucket) with each size made of them, so no orphan files are left.
   */
  async discardCopies() {
    const provider = this.strapi.plugin('upload').provider as { delete(file: object): Promise<void> };
    for (const file of this.copies.splice(0))
      for (const copy of [file, ...Object.values(file.formats ?? {})]) await provider.delete(copy);
  }

  /** Re-links the `<img src="/uploads/...">` (and `/attached_assets/...`) pictures inside HTML. */
  async relinkHtml(collection: string, id: string, field: string, html: string): Promise<string> {
    const srcs = [...html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1]);
    let out = html;
    for (const src of new Set(srcs.filter((s) => LOCAL.test(s)))) {
      const to = await this.relink(collection, id, field, src);
      if (to !== src) out = out.split(src).join(to);
    }
    return out;
  }
}
