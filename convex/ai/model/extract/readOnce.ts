// The readers ask for the same page's courts, judges and caption end many times over in one
// document (the court reader, the caption facts and the judge reader each scan the page again).
// A page read is a pure function of its text, so its answer is kept: keyed by the text itself (a
// string never changes) and bounded to the last texts read, so nothing outlives a few documents.

/** How many texts' answers are kept: more than the pages a document's facts read, with copies. */
export const READS_KEPT = 128

/**
 * `read`, remembering its answers for the last `kept` texts. `copy` hands each caller its own
 * copy of a kept answer (an array a caller may push to), so no caller sees another's edits.
 */
export function readOnce<T>(
  read: (text: string) => T,
  copy: (kept: T) => T = (kept) => kept,
  kept: number = READS_KEPT,
): (text: string) => T {
  const answers = new Map<string, T>()
  return (text) => {
    let answer = answers.get(text)
    if (answer === undefined && !answers.has(text)) {
      answer = read(text)
      answers.set(text, answer)
      if (answers.size > kept) answers.delete(answers.keys().next().value!)
    }
    return copy(answer as T)
  }
}

/** A copy of a list of mentions: its own array and its own objects. */
export function copyMentions<M extends object>(kept: readonly M[]): M[] {
  return kept.map((mention) => ({ ...mention }))
}
