// The kinds of document the dossier accepts (fileTypes.ts decides which one a file is). Pure data,
// shared by the browser, Convex's V8 isolate and Node.

/** The accepted kinds: canonical MIME type, UI label, the extensions that may claim it, and how a sentence names it. */
export const FILE_KINDS = {
  pdf: { mimeType: 'application/pdf', label: 'PDF', extensions: ['pdf'], noun: 'a PDF' },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word',
    extensions: ['docx'],
    noun: 'a Word document',
  },
  doc: {
    mimeType: 'application/msword',
    label: 'Word',
    extensions: ['doc'],
    noun: 'a Word 97-2003 document',
  },
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Excel',
    extensions: ['xlsx'],
    noun: 'an Excel workbook',
  },
  xls: {
    mimeType: 'application/vnd.ms-excel',
    label: 'Excel',
    extensions: ['xls'],
    noun: 'an Excel 97-2003 workbook',
  },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PowerPoint',
    extensions: ['pptx'],
    noun: 'a PowerPoint presentation',
  },
  // '' is a name without an extension: plain text is the only thing such a name can claim.
  txt: {
    mimeType: 'text/plain',
    label: 'Text',
    extensions: ['txt', 'md', ''],
    noun: 'a text file',
  },
  csv: { mimeType: 'text/csv', label: 'CSV', extensions: ['csv'], noun: 'a CSV file' },
  html: { mimeType: 'text/html', label: 'HTML', extensions: ['html', 'htm'], noun: 'an HTML page' },
  eml: { mimeType: 'message/rfc822', label: 'Email', extensions: ['eml'], noun: 'an email' },
  png: { mimeType: 'image/png', label: 'PNG image', extensions: ['png'], noun: 'a PNG image' },
  jpeg: {
    mimeType: 'image/jpeg',
    label: 'JPEG image',
    extensions: ['jpg', 'jpeg'],
    noun: 'a JPEG image',
  },
  tiff: {
    mimeType: 'image/tiff',
    label: 'TIFF image',
    extensions: ['tif', 'tiff'],
    noun: 'a TIFF image',
  },
} as const

/** One accepted kind of document. */
export type FileKind = keyof typeof FILE_KINDS
