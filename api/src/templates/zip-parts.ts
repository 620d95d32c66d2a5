/**
 * Reads chosen XML parts of an Office file (a zip) as text, with yauzl: only the parts asked for are unpacked, each
 * up to a size limit, so a template cannot make the API unpack more than it means to. Run only on files that
 * passed the upload checks (checkOfficeZip: entry count, unpacked size, names).
 */
import {
  isUnsafeEntryName,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_UNPACKED_BYTES,
  OOXML_PART,
  type UploadExtension,
} from '@portal/domain';
import yauzl from 'yauzl';
import { badRequest } from '../http/errors.ts';

/** Largest XML part read (a long Word template's document.xml is a few MB). */
export const MAX_PART_BYTES = 16 * 1024 * 1024;

export class UnreadableZipError extends Error {}

export function readZipParts(
  data: Buffer,
  wanted: (name: string) => boolean,
  maxBytes = MAX_PART_BYTES,
): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(new UnreadableZipError('it cannot be read as a zip'));
      const parts = new Map<string, string>();
      const fail = (why: string) => {
        zip.close();
        reject(new UnreadableZipError(why));
      };
      zip.on('error', () => fail('it is damaged'));
      zip.on('end', () => resolve(parts));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!wanted(entry.fileName) || entry.fileName.endsWith('/')) return zip.readEntry();
        if (entry.uncompressedSize > maxBytes) return fail(`the part ${entry.fileName} is too large`);
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return fail(`the part ${entry.fileName} cannot be read`);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', () => fail(`the part ${entry.fileName} is damaged`));
          stream.on('end', () => {
            parts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** The entry names of a zip (central directory only). */
export function zipEntryNames(data: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(new UnreadableZipError('it cannot be read as a zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('error', () => reject(new UnreadableZipError('it is damaged')));
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}

/** Reads the zip's central directory only (nothing is unpacked) and checks every entry. */
export function checkOfficeZip(data: Buffer, ext: UploadExtension): Promise<void> {
  const refuse = (why: string) => badRequest(`The file is not a valid ${ext} document: ${why}.`);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (err, zip) => {
        if (err || !zip) return reject(refuse('it cannot be read as a zip'));
        let entries = 0;
        let unpacked = 0;
        let contentTypes = false;
        let part = false;
        zip.on('entry', (entry: yauzl.Entry) => {
          entries += 1;
          unpacked += entry.uncompressedSize;
          if (entries > MAX_ZIP_ENTRIES) return reject(refuse(`more than ${MAX_ZIP_ENTRIES} parts`));
          if (unpacked > MAX_ZIP_UNPACKED_BYTES) return reject(refuse('it unpacks to more than 100 MB'));
          if (isUnsafeEntryName(entry.fileName))
            return reject(refuse('a part is named outside the document'));
          if (entry.fileName === '[Content_Types].xml') contentTypes = true;
          if (entry.fileName.startsWith(OOXML_PART[ext] ?? '\0')) part = true;
          zip.readEntry();
        });
        zip.on('end', () =>
          contentTypes && part ? resolve() : reject(refuse('its Office parts are missing')),
        );
        // yauzl refuses names such as '../x' or '/x' itself.
        zip.on('error', (e: Error) =>
          reject(
            refuse(
              /relative path|absolute path|invalid characters/i.test(e.message)
                ? 'a part is named outside the document'
                : 'it is damaged',
            ),
          ),
        );
        zip.readEntry();
      },
    );
  });
}
