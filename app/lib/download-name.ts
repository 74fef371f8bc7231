// Naming of downloaded files (product spec §3, "Downloadable file item").

/** A file the user can download; any of its naming fields may be missing. */
export type DownloadableFileItem = {
  fileNameOriginal?: string | null
  title?: string | null
  name?: string | null
  mimeType?: string | null
}

/** Name used when an item has no usable name at all. */
export const FALLBACK_DOWNLOAD_NAME = 'download'

/**
 * The extensions the spec maps, each with the MIME types that map to it.
 * The first type of each list is the registered (IANA) type. The others are
 * aliases that browsers and older tools still send: `image/jpg` and
 * `image/pjpeg` for JPEG, `text/xml` for XML, `application/x-zip-compressed`
 * (Windows) for ZIP, `application/x-rar-compressed` (the pre-2016 name) for
 * RAR, and `application/csv` for CSV.
 */
const EXTENSION_MIME_TYPES = {
  pdf: ['application/pdf'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  doc: ['application/msword'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  xls: ['application/vnd.ms-excel'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ppt: ['application/vnd.ms-powerpoint'],
  txt: ['text/plain'],
  html: ['text/html'],
  csv: ['text/csv', 'application/csv'],
  jpg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  svg: ['image/svg+xml'],
  json: ['application/json'],
  xml: ['application/xml', 'text/xml'],
  zip: ['application/zip', 'application/x-zip-compressed'],
  rar: ['application/vnd.rar', 'application/x-rar-compressed'],
  '7z': ['application/x-7z-compressed'],
} as const satisfies Record<string, readonly string[]>

/** An extension the download naming can add. */
export type DownloadExtension = keyof typeof EXTENSION_MIME_TYPES

/** MIME type (lower case, no parameters) → extension without the dot. */
export const MIME_TYPE_EXTENSIONS: ReadonlyMap<string, DownloadExtension> = new Map(
  Object.entries(EXTENSION_MIME_TYPES).flatMap(([extension, mimeTypes]) =>
    mimeTypes.map((mimeType) => [mimeType, extension as DownloadExtension] as const),
  ),
)

/** The extension (without the dot) for a MIME type, or null when the type is unknown. */
export function getExtensionForMimeType(
  mimeType: string | null | undefined,
): DownloadExtension | null {
  if (mimeType == null) {
    return null
  }
  // MIME types are case-insensitive and may carry parameters
  // ('text/html; charset=utf-8'); only the bare type decides the extension.
  const bareType = mimeType.split(';')[0]?.trim().toLowerCase() ?? ''
  return MIME_TYPE_EXTENSIONS.get(bareType) ?? null
}

/** The file name to download an item under: first usable name field, plus an extension from its MIME type when the name has no dot. */
export function getDownloadFileName(item: DownloadableFileItem): string {
  // An empty or whitespace-only field counts as absent, so a blank
  // fileNameOriginal falls through to the title instead of producing a file
  // called '' or '   '. The chosen name is trimmed for the same reason.
  const name =
    [item.fileNameOriginal, item.title, item.name]
      .map((candidate) => candidate?.trim() ?? '')
      .find((candidate) => candidate !== '') ?? FALLBACK_DOWNLOAD_NAME

  if (name.includes('.')) {
    return name
  }
  const extension = getExtensionForMimeType(item.mimeType)
  return extension === null ? name : `${name}.${extension}`
}
