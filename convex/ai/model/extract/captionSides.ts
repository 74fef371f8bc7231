// The step every two-sided caption reader ends on: each side's text read into names (partyNames),
// then the plaintiffs' and the defendants' mentions, quoted where each side stands.
import { mention, type PartyMention } from './partyMention'
import { readPartyNames } from './partyNames'

/** One side as the text prints it: the words that name it and the span quoted for it. */
export type SideText = { text: string; start: number; end: number }

/**
 * The two sides' mentions, plaintiffs first; none when either side names no one (a reader that
 * finds one side only has not found its caption). When a side's lead name was read but is too
 * doubtful to answer (a title, a citation or a judge's line where it stands), the caption is there
 * but misread: both sides are blank (their mentions list no one), and no later form is asked.
 */
export function twoSides(
  plaintiffs: SideText,
  defendants: SideText,
  form: PartyMention['form'] = 'caption',
): PartyMention[] {
  const first = readPartyNames(plaintiffs.text)
  const second = readPartyNames(defendants.text)
  const read = (side: { names: string[]; doubted: boolean }) => side.names.length > 0
  if (!read(first) && !read(second)) return []
  if ((!read(first) && !first.doubted) || (!read(second) && !second.doubted)) return []
  const misread = !read(first) || !read(second)
  return [
    mention('plaintiffs', misread ? [] : first.names, plaintiffs.start, plaintiffs.end, form),
    mention('defendants', misread ? [] : second.names, defendants.start, defendants.end, form),
  ]
}
