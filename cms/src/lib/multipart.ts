import fs from 'fs';
import type { Context } from 'koa';

/** A file as koa-body/formidable hands it over. */
export interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

type Fields = Record<string, unknown>;
type Files = Record<string, UploadedFile | UploadedFile[]>;

const filesOf = (ctx: Context): Files => (ctx.request as unknown as { files?: Files }).files ?? {};

export const requestFields = (ctx: Context): Fields => {
  const body = (ctx.request as unknown as { body?: unknown }).body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Fields) : {};
};

/** The single file sent under `name` (the first, when a client sent several). */
export function requestFile(ctx: Context, name: string): UploadedFile | undefined {
  const entry = filesOf(ctx)[name];
  return Array.isArray(entry) ? entry[0] : entry;
}

/**
 * Temp files of a multipart request; Strapi only deletes those sent as `files`, so the body step of
 * global::protections deletes every request's once it is answered (handlers need not).
 */
export async function removeTempFiles(ctx: Context) {
  await Promise.all(
    Object.values(filesOf(ctx))
      .flat()
      .map((f) => fs.promises.rm(f.filepath, { force: true }).catch(() => undefined)),
  );
}

/**
 * Reads `name[0]`, `name[1]`… or an array/JSON list under `name`, in index order. The body parser's query-string
 * reading turns `name[i]` into an array, or into an object keyed by index once there are more than 20 (qs's
 * arrayLimit): both are read alike.
 */
export function indexedField(fields: Fields, name: string): string[] {
  const direct = fields[name];
  if (Array.isArray(direct)) return direct.map(String);
  if (typeof direct === 'string') {
    try {
      const parsed = JSON.parse(direct);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      return [direct];
    }
  }
  const re = new RegExp(`^${name}\\[(\\d+)\\]$`);
  const entries =
    direct && typeof direct === 'object'
      ? Object.entries(direct).map(([k, v]) => [/^\d+$/.test(k) ? k : undefined, v] as const)
      : Object.entries(fields).map(([k, v]) => [re.exec(k)?.[1], v] as const);
  return entries
    .filter(([i]) => i !== undefined)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, v]) => String(v));
}
