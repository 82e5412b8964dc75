interface Change {
  collection: string;
  /** The hmps document (its ObjectId) or the site row the change is about. */
  id: string;
  message: string;
}

/** What an import did, per collection and change by change; printed at the end of `npm run import:hmps`. */
export class ImportReport {
  readonly counts = new Map<string, { read: number; imported: number; skipped: number; changed: number }>();
  readonly changes: Change[] = [];
  /** Whole collections left out, with why (chats hold raw keys, sessions are not carried over, …). */
  readonly skippedCollections: Array<{ collection: string; count: number; reason: string }> = [];
  private readonly changedDocs = new Set<string>();
  /** Documents skipped because an earlier run imported them. */
  private earlier = 0;
  /** Fields whose HTML the sanitiser only wrote out again (nothing removed), per collection: counted, not listed. */
  private readonly rewritten = new Map<string, number>();
  /** Pictures imported as links to a Drive file Drive says is private (Pictures.checkDrive): each use listed. */
  private readonly privateOnDrive: Change[] = [];
  /** Drive files Drive did not answer for: neither shared nor private, counted. */
  private driveUnanswered = 0;

  constructor(
    readonly form: string,
    readonly dryRun: boolean,
  ) {}

  private of(collection: string) {
    let counts = this.counts.get(collection);
    if (!counts) this.counts.set(collection, (counts = { read: 0, imported: 0, skipped: 0, changed: 0 }));
    return counts;
  }

  read(collection: string, n: number) {
    this.of(collection).read += n;
  }

  imported(collection: string) {
    this.of(collection).imported++;
  }

  skipped(collection: string, id?: string, reason?: string) {
    this.of(collection).skipped++;
    if (reason) this.changes.push({ collection, id: id ?? '-', message: `skipped: ${reason}` });
  }

  /** Documents an earlier run imported (remembered by their hmps id): skipped, and said once in all, not one by one. */
  alreadyImported(collection: string) {
    this.skipped(collection);
    this.earlier++;
  }

  /** A document that came across differently from how hmps held it (cut, cleaned, re-linked, reassigned). */
  change(collection: string, id: string, message: string) {
    this.changes.push({ collection, id, message });
    const key = `${collection}\u0000${id}`;
    if (!this.changedDocs.has(key)) {
      this.changedDocs.add(key);
      this.of(collection).changed++;
    }
  }

  /** HTML the sanitiser wrote out in its own form with nothing removed: the same content, said as one count. */
  normalised(collection: string) {
    this.rewritten.set(collection, (this.rewritten.get(collection) ?? 0) + 1);
  }

  /** A picture kept as a link to a Drive file that is private: it will not show until the file is shared. */
  privateDriveFile(collection: string, id: string, field: string, fileId: string) {
    this.privateOnDrive.push({ collection, id, message: `${field}: Drive file ${fileId}` });
  }

  /** A Drive file Drive did not answer for (offline, timed out): not called private. */
  uncheckedDriveFile() {
    this.driveUnanswered++;
  }

  skipCollection(collection: string, count: number, reason: string) {
    this.skippedCollections.push({ collection, count, reason });
  }

  get totalImported(): number {
    return [...this.counts.values()].reduce((n, c) => n + c.imported, 0);
  }

  toText(): string {
    const rows = [...this.counts.entries()];
    const width = Math.max(
      12,
      ...rows.map(([name]) => name.length),
      ...this.skippedCollections.map((s) => s.collection.length),
    );
    const pad = (s: string | number, n: number) => String(s).padStart(n);
    const lines = [
      `hmps import report (read from ${this.form} files${this.dryRun ? ', dry run: nothing was written' : ''})`,
      '',
      `${'collection'.padEnd(width)} ${pad('read', 7)} ${pad('imported', 9)} ${pad('skipped', 8)} ${pad('changed', 8)}`,
      ...rows.map(
        ([name, c]) =>
          `${name.padEnd(width)} ${pad(c.read, 7)} ${pad(c.imported, 9)} ${pad(c.skipped, 8)} ${pad(c.changed, 8)}`,
      ),
    ];
    if (this.earlier)
      lines.push(
        '',
        `${this.earlier} document(s) skipped: an earlier run imported them (each hmps id is imported once).`,
      );
    if (this.skippedCollections.length) {
      lines.push('', 'Collections not imported:');
      for (const s of this.skippedCollections) lines.push(`  ${s.collection} (${s.count}): ${s.reason}`);
    }
    if (this.rewritten.size)
      lines.push(
        '',
        `HTML written out again by the sanitiser, nothing removed: ${[...this.rewritten]
          .map(([collection, n]) => `${collection} ${n}`)
          .join(', ')} field(s).`,
      );
    lines.push('', this.changes.length ? `Changes (${this.changes.length}):` : 'Changes: none');
    for (const c of this.changes) lines.push(`  [${c.collection} ${c.id}] ${c.message}`);
    // Last, where the operator looks: what they must do on Drive for the pictures to show.
    if (this.privateOnDrive.length) {
      lines.push(
        '',
        `Private on Google Drive (${this.privateOnDrive.length}): imported as they are, but neither this site nor its ` +
          'visitors can open these files, so they will not show until each is shared on Drive as "Anyone with the link":',
      );
      for (const c of this.privateOnDrive) lines.push(`  [${c.collection} ${c.id}] ${c.message}`);
    }
    if (this.driveUnanswered)
      lines.push(
        '',
        `${this.driveUnanswered} Drive file(s) could not be checked (Drive did not answer): any of them that is ` +
          'private will not show until it is shared as "Anyone with the link".',
      );
    return lines.join('\n');
  }
}
