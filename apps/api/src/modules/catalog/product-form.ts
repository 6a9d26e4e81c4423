import { analysisMessages, backOfficeMessages } from '@nyansa/contract';
import type { FastifyRequest } from 'fastify';
import { httpError, isHttpError } from '../../lib/errors';
import { refuseNulInForm } from '../../lib/nul-characters';
import { maxPhotoBytes } from '../analysis/photo';

/** Limits of a product form: one picture of at most 10 MB and the product's few text fields (details as JSON, up to 64 KB). */
export const productFormLimits = { fileSize: maxPhotoBytes, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 11 };

/** Form texts that stand for JSON numbers in the product schemas. */
const numericFields = new Set(['price', 'brand_id', 'stock']);
/** Of those, the ones that may be null: a form sends null as '' (or 'null'). */
const nullableFields = new Set(['brand_id', 'stock']);
const decimalText = /^\s*\d+(\.\d+)?\s*$/;
/** Form texts that carry JSON (the product's details object, or null). */
const jsonFields = new Set(['details']);

function jsonValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON: the schema refuses the text with its message.
    return text;
  }
}

/** A form text as the JSON value it stands for, so multipart and JSON bodies meet the same schema and messages. */
function fieldValue(name: string, text: string): unknown {
  if (jsonFields.has(name)) return jsonValue(text);
  if (!numericFields.has(name)) return text;
  if (nullableFields.has(name) && (text.trim() === '' || text.trim() === 'null')) return null;
  return decimalText.test(text) ? Number(text) : text;
}

/** Reading the form fails only on what the client sent: 413 for a picture over 10 MB, else 400. */
function formError(error: unknown): Error {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, analysisMessages.tooLarge, 'IMAGE_TOO_LARGE');
  return httpError(400, backOfficeMessages.badUpload, 'BAD_UPLOAD');
}

/**
 * A multipart product form (fields as in the JSON body, the picture in field `image`) read into
 * the body the route's schema validates, and the picture's bytes. A JSON request has no picture.
 */
export async function readProductForm(req: FastifyRequest): Promise<{ body: Record<string, unknown>; image: Buffer | null } | null> {
  if (!req.isMultipart()) return null;
  const fields: Array<[string, unknown]> = [];
  let image: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || image) {
          part.file.resume();
          throw httpError(400, backOfficeMessages.badUpload, 'BAD_UPLOAD');
        }
        image = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        const value = fieldValue(part.fieldname, part.value);
        refuseNulInForm(part.fieldname, value);
        fields.push([part.fieldname, value]);
      }
    }
  } catch (error) {
    throw isHttpError(error) ? error : formError(error);
  }
  // Own properties only: a field named __proto__ is a field, never a prototype.
  return { body: Object.fromEntries(fields), image };
}
