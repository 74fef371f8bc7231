// The Supreme Court of the United States read from a petition's caption when a scan has garbled
// its heading ("In the Supreine Court of the Pniircl fates"): only that Court reviews a United
// States court of appeals, or a state's supreme court, on a writ of certiorari, so a caption line
// "ON PETITION FOR A WRIT OF CERTIORARI TO THE UNITED STATES COURT OF APPEALS" says the paper is
// filed there. (A state's supreme court also issues the writ, to the state's court of appeals, so
// a state's intermediate court below says nothing.)
import type { Mention } from './types'

const SUPREME_COURT = 'Supreme Court of the United States'

// The caption line, at a line's start: "On (Petition for a) Writ of Certiorari to the", then the
// court below, perhaps on the next line.
const CERTIORARI_TO =
  /(?<=(?:^|\n)[ \t]*)(?:On[ \t]+)?(?:(?:Petition|Application)[ \t]+for[ \t]+(?:a[ \t]+)?)?Writ[ \t]+of[ \t]+Certiorari[ \t]+to\s+the\s+(?:United\s+States\s+Court\s+of\s+Appeals|Supreme\s+(?:Judicial\s+)?Court\s+of\b|(?:[A-Z][a-z]+|[A-Z]{4,})(?:\s+(?:[A-Z][a-z]+|[A-Z]{4,}))?\s+Supreme\s+Court\b)/i

/**
 * The Supreme Court of the United States as a petition's caption implies it, at the words "Writ
 * of Certiorari to the United States Court of Appeals" (or "… to the Supreme Court of Ohio")
 * before `until` (where the caption ends), or null.
 */
export function certiorariCourt(text: string, until: number): Mention<string> | null {
  const m = CERTIORARI_TO.exec(text.slice(0, until))
  if (!m) return null
  return {
    value: SUPREME_COURT,
    display: SUPREME_COURT,
    start: m.index,
    end: m.index + m[0].length,
  }
}
