// Why a document is not ready, as users read it. Processing records its own plain reasons ("The
// file is password-protected…", "3 of 12 pages have no text…"), but a failure it did not foresee
// is stored as "Processing failed: " and the thrown message, which may come from a parser
// ("Bug : uncompressed data size mismatch", "Array length is too long"). Those words mean nothing
// to a lawyer and tell an attacker which library read the file, so they are never shown: the
// reason is mapped here, where every query that returns it reads it.

const UNFORESEEN_PREFIX = 'Processing failed: '

export const UNREADABLE_FILE_REASON =
  'Processing failed: Casefile could not read this file. It may be damaged, or in a form Casefile does not read.'

/** The reason to show for a stored statusReason (null when there is none). */
export function plainStatusReason(reason: string | null | undefined): string | null {
  if (reason === undefined || reason === null) return null
  return reason.startsWith(UNFORESEEN_PREFIX) ? UNREADABLE_FILE_REASON : reason
}
