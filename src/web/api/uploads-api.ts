/**
 * Image upload of spec §4/§7.3 (docs/CONTRACTS.md "Uploads", ADR 5): compress the image in the browser,
 * `attachmentPrepareUpload` → PUT the bytes to the signed URL → `attachmentCompleteUpload`.
 */
import type { GraphqlRequester } from './graphql-clients';
import { IMAGE_COMPRESSION, normalizeMimeType } from '../../config/attachment-types';
import type {
  AttachmentCompleteUploadMutation,
  AttachmentCompleteUploadMutationVariables,
  AttachmentPrepareUploadMutation,
  AttachmentPrepareUploadMutationVariables,
} from './graphql/portal-operations.generated';

// Result and variable types are generated from the portal schema and the documents below (npm run codegen).
export type PreparedUpload = AttachmentPrepareUploadMutation['attachmentPrepareUpload'];
export type Attachment = AttachmentCompleteUploadMutation['attachmentCompleteUpload'];
export type PrepareUploadVariables = AttachmentPrepareUploadMutationVariables;

export const ATTACHMENT_PREPARE_UPLOAD_MUTATION = /* GraphQL */ `
  mutation AttachmentPrepareUpload($name: String!, $size: Int!, $type: String!, $path: String) {
    attachmentPrepareUpload(name: $name, size: $size, type: $type, path: $path) {
      attachment {
        id
        url
        name
        type
        size
      }
      signedURL
    }
  }
`;

export const ATTACHMENT_COMPLETE_UPLOAD_MUTATION = /* GraphQL */ `
  mutation AttachmentCompleteUpload($attachmentID: ID!) {
    attachmentCompleteUpload(attachmentID: $attachmentID) {
      id
      url
      name
      type
      size
    }
  }
`;

export async function prepareUpload(client: GraphqlRequester, variables: PrepareUploadVariables): Promise<PreparedUpload> {
  const data = await client.request<AttachmentPrepareUploadMutation, PrepareUploadVariables>(
    ATTACHMENT_PREPARE_UPLOAD_MUTATION,
    variables,
  );
  const prepared = data?.attachmentPrepareUpload;
  // Spec §8: a missing prepare response is an error of its own.
  if (!prepared?.attachment?.id || !prepared.signedURL) throw new Error('invalid attachmentPrepareUpload');
  return prepared;
}

export async function completeUpload(client: GraphqlRequester, attachmentID: string): Promise<Attachment> {
  const data = await client.request<AttachmentCompleteUploadMutation, AttachmentCompleteUploadMutationVariables>(
    ATTACHMENT_COMPLETE_UPLOAD_MUTATION,
    { attachmentID },
  );
  return data.attachmentCompleteUpload;
}

/** The error body of the local signed-URL route: `{ statusCode, code, message }` with a Korean message. */
export class UploadPutError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'UploadPutError';
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** PUTs the file to the signed URL with its declared type (same-origin locally, the bucket with S3). */
export async function putToSignedUrl(
  signedURL: string,
  file: Blob,
  type: string,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): Promise<void> {
  const sameOrigin = signedURL.startsWith('/');
  const response = await fetchImpl(signedURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': type },
    // Our own route needs the upload session cookie; a bucket must not receive our cookies.
    credentials: sameOrigin ? 'same-origin' : 'omit',
  });
  if (response.ok) return;
  let message = '파일을 업로드하지 못했습니다.';
  let code: string | undefined;
  try {
    const body = (await response.json()) as { message?: string; code?: string };
    if (typeof body.message === 'string') message = body.message;
    code = body.code;
  } catch {
    // S3 answers in XML; keep the generic message.
  }
  throw new UploadPutError(message, response.status, code);
}

/** Canvas can re-encode these without changing the type; SVG and BMP are sent as they are. */
const COMPRESSIBLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface CompressOptions {
  initialQuality: number;
  maxSizeMB: number;
  useWebWorker: false;
  fileType: string;
}

/** Options for browser-image-compression (spec §5/§9): quality 0.7, above 10,000,000 bytes shrink, no CDN worker. */
export function compressionOptions(type: string): CompressOptions {
  return {
    initialQuality: IMAGE_COMPRESSION.quality,
    maxSizeMB: IMAGE_COMPRESSION.convertSize / 1024 / 1024,
    useWebWorker: false,
    fileType: type,
  };
}

export type Compressor = (file: File, options: CompressOptions) => Promise<File | Blob>;

async function defaultCompressor(file: File, options: CompressOptions): Promise<File | Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, options);
}

/** Compresses JPEG/PNG/WEBP; keeps the original when compression fails or does not help. */
export async function compressImage(file: File, compressor: Compressor = defaultCompressor): Promise<File> {
  const type = normalizeMimeType(file.type);
  if (!COMPRESSIBLE.has(type)) return file;
  try {
    const result = await compressor(file, compressionOptions(type));
    if (result.size >= file.size || normalizeMimeType(result.type || type) !== type) return file;
    return new File([result], file.name, { type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}

/** The steps of one upload, in order, for a form that shows where it is (the corporate channel's images). */
export type UploadStage = 'compressing' | 'uploading' | 'verifying';

export interface UploadDeps {
  client: GraphqlRequester;
  fetchImpl?: FetchLike;
  compressor?: Compressor;
  /** Told as each step starts. */
  onStage?: (stage: UploadStage) => void;
}

/** Compress → prepare → PUT → complete; resolves to the completed attachment. */
export async function uploadImage(file: File, deps: UploadDeps, path?: string): Promise<Attachment> {
  deps.onStage?.('compressing');
  const compressed = await compressImage(file, deps.compressor);
  const type = normalizeMimeType(compressed.type);
  const prepared = await prepareUpload(deps.client, {
    name: compressed.name,
    size: compressed.size,
    type,
    ...(path ? { path } : {}),
  });
  deps.onStage?.('uploading');
  await putToSignedUrl(prepared.signedURL, compressed, type, deps.fetchImpl);
  deps.onStage?.('verifying');
  return completeUpload(deps.client, prepared.attachment.id);
}
