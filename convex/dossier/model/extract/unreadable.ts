// The one kind of extraction failure whose message users see: written in plain words, about the
// file. Every other error (a library's own) is replaced by a plain reason before anyone sees it.

export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError'
}

/** The reason shown for a file a library could not read: never the library's own message. */
export function damagedReason(kind: string): string {
  return `The file is damaged or not a valid ${KIND_NOUNS[kind] ?? kind.toUpperCase()} file.`
}

const KIND_NOUNS: Record<string, string> = {
  pdf: 'PDF',
  docx: 'Word',
  doc: 'Word',
  xlsx: 'Excel',
  xls: 'Excel',
  pptx: 'PowerPoint',
  txt: 'text',
  csv: 'CSV',
  html: 'HTML',
  eml: 'email',
  png: 'PNG',
  jpeg: 'JPEG',
  tiff: 'TIFF',
}
