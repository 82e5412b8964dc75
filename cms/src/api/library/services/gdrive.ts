import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import {
  DRIVE_FOLDER_EMPTY,
  DRIVE_FOLDER_EMPTY_SUGGESTION,
  DRIVE_FOLDER_LISTING,
  DRIVE_FOLDER_LISTING_SUGGESTION,
  DRIVE_NOT_A_FILE,
  DRIVE_PRIVATE,
  DRIVE_PRIVATE_SUGGESTION,
  DRIVE_UNVERIFIABLE,
  DRIVE_UNVERIFIABLE_SUGGESTION,
  fieldMessage,
} from '@hmti/contract';
import { displayUrl, guessMediaType, parseDriveUrl } from '../../../lib/gdrive-url';
import { badRequest } from '../../../lib/http-error';

export type Accessibility = 'accessible' | 'private' | 'unknown';

/** What a folder's page lists: its files' ids (none: an empty folder), or why it could not be read. */
type FolderListing = { state: 'listed'; ids: string[] } | { state: 'unreadable' } | { state: 'unanswered' };

/**
 * Drive checks made by anonymous requests to Drive's public endpoints (configurable base, so tests
 * use a local fake), each with a short timeout: no network answers 'unknown' quickly, never hangs.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const { baseUrl, imageBaseUrl, timeoutMs } = appConfig.gdrive;

  const probe = async (url: string, method: 'HEAD' | 'GET' = 'HEAD') => {
    try {
      const res = await fetch(url, {
        method,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { 'User-Agent': 'Mozilla/5.0 (compatible; HMTI-site/1.0)' },
      });
      return {
        status: res.status,
        location: res.headers.get('location') ?? '',
        text: method === 'GET' ? (await res.text()).slice(0, 2_000_000) : undefined,
      };
    } catch (error) {
      strapi.log.debug(`Drive probe failed for ${url}: ${(error as Error).message}`);
      return null;
    }
  };

  /** The files a public folder's page links to (best effort: its `/file/d/<id>` links). */
  const folderListing = async (id: string): Promise<FolderListing> => {
    const page = await probe(`${baseUrl}/drive/folders/${id}`, 'GET');
    if (!page || page.status === 429 || page.status >= 500) return { state: 'unanswered' };
    if (page.status !== 200) return { state: 'unreadable' };
    const ids = [...new Set([...(page.text ?? '').matchAll(/\/file\/d\/([A-Za-z0-9_-]{25,60})/g)].map((m) => m[1]))];
    return { state: 'listed', ids: ids.filter((file) => file !== id) };
  };
  /** Why a folder that lists no file cannot be added, in the contract's words: it is empty, or its page unreadable. */
  const folderProblem = (listing: FolderListing) =>
    listing.state === 'listed'
      ? { reason: DRIVE_FOLDER_EMPTY, suggestion: DRIVE_FOLDER_EMPTY_SUGGESTION }
      : { reason: DRIVE_FOLDER_LISTING, suggestion: DRIVE_FOLDER_LISTING_SUGGESTION };

  return {
    async accessibility(kind: 'file' | 'folder', id: string): Promise<Accessibility> {
      const urls =
        kind === 'folder'
          ? [`${baseUrl}/drive/folders/${id}`]
          : [`${baseUrl}/uc?export=view&id=${id}`, `${baseUrl}/thumbnail?id=${id}&sz=w200`];
      let answered = false;
      for (const url of urls) {
        const res = await probe(url);
        // Too busy (429) or failing (5xx), Drive says nothing of the file: as if it had not answered.
        if (!res || res.status === 429 || res.status >= 500) continue;
        answered = true;
        // Drive answers a public file directly or redirects to its content host; a private one to sign-in.
        const toSignIn = /accounts\.google\.com|ServiceLogin/i.test(res.location);
        if (res.status === 200 || (res.status >= 300 && res.status < 400 && res.location && !toSignIn))
          return 'accessible';
      }
      return answered ? 'private' : 'unknown';
    },

    /**
     * A picture from a Drive link (an article's image, a member's photo): one file the server can open, its id and
     * the address it is shown from; or why the link cannot be one, in the contract's words.
     */
    async drivePicture(rawUrl: unknown) {
      const link = parseDriveUrl(rawUrl);
      if (!link.ok) return { ok: false as const, reason: link.reason, suggestion: link.suggestion };
      if (link.kind !== 'file') return { ok: false as const, reason: DRIVE_NOT_A_FILE };
      if ((await this.accessibility('file', link.id)) === 'private')
        return { ok: false as const, reason: DRIVE_PRIVATE, suggestion: DRIVE_PRIVATE_SUGGESTION };
      return { ok: true as const, id: link.id, url: displayUrl(link.id, 'image', appConfig.gdrive) };
    },

    /** `drivePicture` for a form's Drive link: refused under the field `gdriveUrl` ('<label> bersifat privat …'). */
    async pictureLink(rawUrl: string, label: string) {
      const picture = await this.drivePicture(rawUrl);
      if (!picture.ok)
        throw badRequest(fieldMessage(label, picture.reason), { field: 'gdriveUrl', suggestion: picture.suggestion });
      return picture;
    },

    async checkAccess(rawUrl: unknown) {
      const link = parseDriveUrl(rawUrl);
      if (!link.ok) return { accessible: false, isFolder: false, error: link.reason, suggestion: link.suggestion };
      const state = await this.accessibility(link.kind, link.id);
      const base = { accessible: state === 'accessible', isFolder: link.kind === 'folder', fileId: link.id };
      if (state === 'private') return { ...base, error: DRIVE_PRIVATE, suggestion: DRIVE_PRIVATE_SUGGESTION };
      if (state === 'unknown') return { ...base, error: DRIVE_UNVERIFIABLE, suggestion: DRIVE_UNVERIFIABLE_SUGGESTION };
      if (link.kind === 'folder') {
        // A folder is saved as its files: one that lists none (or cannot be read) would be refused by the save.
        const listing = await folderListing(link.id);
        if (listing.state === 'unanswered')
          return { ...base, accessible: false, error: DRIVE_UNVERIFIABLE, suggestion: DRIVE_UNVERIFIABLE_SUGGESTION };
        if (listing.state !== 'listed' || !listing.ids.length) {
          const { reason, suggestion } = folderProblem(listing);
          return { ...base, accessible: false, error: reason, suggestion };
        }
      }
      return base;
    },

    /** Display URLs for a file, or (best effort) the files of a public folder. */
    async mediaUrl(input: { url?: unknown; fileId?: unknown; mediaType?: unknown }) {
      const link =
        input.url !== undefined
          ? parseDriveUrl(input.url)
          : typeof input.fileId === 'string' && /^[A-Za-z0-9_-]{10,200}$/.test(input.fileId)
            ? ({ ok: true, kind: 'file', id: input.fileId } as const)
            : parseDriveUrl(undefined);
      if (!link.ok) return { ok: false as const, reason: link.reason, suggestion: link.suggestion };
      const fileOf = (id: string, type: 'image' | 'video') => ({
        id,
        name: id,
        url: displayUrl(id, type, { baseUrl, imageBaseUrl }),
        type,
        mimeType: type === 'video' ? 'video/mp4' : 'image/jpeg',
      });
      if (link.kind === 'file') {
        const type = guessMediaType(typeof input.url === 'string' ? input.url : '', input.mediaType);
        return { ok: true as const, type: 'single' as const, files: [fileOf(link.id, type)] };
      }
      const listing = await folderListing(link.id);
      if (listing.state !== 'listed' || !listing.ids.length) return { ok: false as const, ...folderProblem(listing) };
      const type = guessMediaType('', input.mediaType);
      return {
        ok: true as const,
        type: 'folder' as const,
        files: listing.ids.slice(0, 100).map((id) => fileOf(id, type)),
      };
    },
  };
};
