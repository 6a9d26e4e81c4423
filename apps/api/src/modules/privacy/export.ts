import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { AppDb } from '../../db/database';
import type { UploadStorage } from '../../storage/uploads';
import { personalDataKinds, photoKeysOf, photoPath } from './personal-data';

export interface ExportDeps {
  db: AppDb;
  uploads: UploadStorage;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** A note at the archive's root: what each file holds. */
function readme(brand: string, madeAt: Date): string {
  const lines = [
    `Everything ${brand} holds about your account, as of ${madeAt.toISOString()}.`,
    '',
    ...personalDataKinds.map((kind) => `${kind.file}: ${kind.about}.`),
    'photos/: the photos of your skin analyses, as stored (analyses.json names each one).',
    '',
    'Dates are in UTC (ISO 8601); amounts are in the currency named beside them.',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * The account's data as a zip, streamed while it is written: the JSON files are read first (one
 * query each), then each photo is copied from storage (local disk or S3) when the archive reaches
 * it, so memory holds one photo's chunks at a time, whatever their number.
 */
export async function exportArchive({ db, uploads, log, now }: ExportDeps, userId: number, brand: string): Promise<Readable> {
  const madeAt = now();
  const zip = new ZipFile();
  const mtime = madeAt;
  zip.addBuffer(Buffer.from(readme(brand, madeAt)), 'README.txt', { mtime });
  for (const kind of personalDataKinds) {
    const data = await kind.read(db, userId);
    zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), kind.file, { mtime });
  }
  for (const key of await photoKeysOf(db, userId)) {
    // Already compressed JPEGs: stored as they are.
    zip.addReadStreamLazy(photoPath(key), { mtime, compress: false }, (done) => {
      uploads.stream(key).then(
        (stream) => {
          if (stream) return done(null, stream);
          log.warn({ key }, 'an analysis photo was missing from storage during an export');
          done(null, Readable.from([]));
        },
        (error: unknown) => done(error as Error, Readable.from([])),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  // A photo that cannot be read breaks the download rather than ending it as a smaller, valid-looking zip.
  zip.on('error', (error: unknown) => {
    log.error({ err: error }, 'a data export failed while it was sent');
    output.destroy(error as Error);
  });
  return output;
}
