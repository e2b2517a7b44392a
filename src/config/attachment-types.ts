/**
 * Attachment categories of spec §3 with their MIME types and file extensions, and the limits of spec §5/§9.
 * Shared by the server (upload validation) and the web app (file pickers, client-side checks).
 */

export const ATTACHMENT_CATEGORIES = ['TEXT', 'WORD', 'PRESENTATION', 'SPREADSHEET', 'PDF', 'IMAGE'] as const;
export type AttachmentCategory = (typeof ATTACHMENT_CATEGORIES)[number];

/** MIME type → the file extensions it may carry (first one is canonical, used for storage keys). */
export const ATTACHMENT_TYPES: Readonly<Record<AttachmentCategory, Readonly<Record<string, readonly string[]>>>> = {
  TEXT: { 'text/plain': ['txt'] },
  WORD: {
    'application/msword': ['doc'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  },
  PRESENTATION: {
    'application/vnd.ms-powerpoint': ['ppt'],
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  },
  SPREADSHEET: {
    'application/vnd.ms-excel': ['xls'],
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  },
  PDF: { 'application/pdf': ['pdf'] },
  // Spec §3: images are BMP, JPG, PNG, SVG and WEBP.
  IMAGE: {
    'image/bmp': ['bmp'],
    'image/jpeg': ['jpg', 'jpeg'],
    'image/png': ['png'],
    'image/svg+xml': ['svg'],
    'image/webp': ['webp'],
  },
};

export const IMAGE_MIME_TYPES = Object.keys(ATTACHMENT_TYPES.IMAGE);

/** Non-standard names browsers and tools send for the same types. */
const MIME_ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-ms-bmp': 'image/bmp',
  'image/x-bmp': 'image/bmp',
  'image/x-png': 'image/png',
};

/** Lower-cased, parameters dropped, aliases resolved: `IMAGE/JPG; q=1` → `image/jpeg`. */
export function normalizeMimeType(type: string): string {
  const bare = type.split(';')[0]!.trim().toLowerCase();
  return MIME_ALIASES[bare] ?? bare;
}

export function categoryOf(mimeType: string): AttachmentCategory | null {
  const type = normalizeMimeType(mimeType);
  return ATTACHMENT_CATEGORIES.find((category) => type in ATTACHMENT_TYPES[category]) ?? null;
}

export function extensionsOf(mimeType: string): readonly string[] {
  const type = normalizeMimeType(mimeType);
  const category = categoryOf(type);
  return category ? ATTACHMENT_TYPES[category][type]! : [];
}

/** The MIME type a file extension stands for, or undefined: `JPEG` → `image/jpeg`. */
export function mimeTypeForExtension(extension: string): string | undefined {
  const ext = extension.toLowerCase();
  for (const category of ATTACHMENT_CATEGORIES) {
    for (const [type, extensions] of Object.entries(ATTACHMENT_TYPES[category])) if (extensions.includes(ext)) return type;
  }
  return undefined;
}

/** Lower-case extension of a file name without the dot, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Spec §5/§9: at most 3 attachments on the inquiry form. */
export const MAX_INQUIRY_ATTACHMENTS = 3;
/** Spec §5/§9: a form's attachments together (and so any one file) must stay *under* 10 MB, this many bytes. */
export const ATTACHMENT_TOTAL_SIZE_LIMIT = 10_485_760;
/** The largest single file that can stay under the limit. */
export const MAX_ATTACHMENT_BYTES = ATTACHMENT_TOTAL_SIZE_LIMIT - 1;

/** Spec §5: "must be below the limit"; exactly 10,485,760 bytes is already too much. */
export function isUnderSizeLimit(totalBytes: number): boolean {
  return totalBytes < ATTACHMENT_TOTAL_SIZE_LIMIT;
}
/** Spec §5: client-side image compression before upload. */
export const IMAGE_COMPRESSION = { quality: 0.7, convertSize: 10_000_000 } as const;

/** User-facing messages of spec §5/§9, shared so the web app and the API say the same thing. */
export const ATTACHMENT_MESSAGES = {
  tooMany: (max: number = MAX_INQUIRY_ATTACHMENTS) => `최대 ${max}장까지 등록 가능합니다.`,
  typeNotAllowed: '허용된 확장자의 파일만 업로드할 수 있습니다.',
  totalTooLarge: '파일 업로드 최대 용량을 초과했습니다.',
  fileTooLarge: '허용 가능한 파일 크기는 10MB 입니다.',
} as const;
