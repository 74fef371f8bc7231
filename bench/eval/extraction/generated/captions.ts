// The caption that opens a pleading, in the layouts extracted text shows: a block with the right-hand
// column after it (PDF content order), a ")" or "§" column beside the parties, the New York
// "-against-" block between rows of dashes, and a caption on one line.
import { type CaseFacts, captionDefendants, joinNames } from './caseFacts'
import { type Random, chance, pick } from './random'

/** The lines of a caption and the title it frames. */
export function caption(
  random: Random,
  facts: CaseFacts,
  title: string,
  withJudge: boolean,
): string[] {
  const upper = chance(random, 0.8)
  const names = (list: string[]) => (upper ? joinNames(list).toUpperCase() : joinNames(list))
  const plaintiffs = `${names(facts.plaintiffs)},${facts.plaintiffDescriptor ? ` ${facts.plaintiffDescriptor},` : ''}`
  const defendantList = captionDefendants(facts)
  const defendants = `${names(defendantList)},${facts.etAl ? ' et al.,' : ''}`
  const pRole = facts.plaintiffs.length > 1 ? 'Plaintiffs,' : 'Plaintiff,'
  const dRole = facts.defendants.length > 1 ? 'Defendants.' : 'Defendant.'
  const right = [
    facts.docket.printed,
    '',
    title,
    ...(withJudge ? ['', facts.court.judgeLine(random, facts.judge)] : []),
  ]
  const layout = facts.court.federal
    ? pick(random, ['block', 'paren', 'inline'] as const)
    : pick(random, ['dashes', 'paren', 'block'] as const)
  const head = [...facts.heading, '']
  switch (layout) {
    case 'block':
      return [
        ...head,
        ...wrap(plaintiffs, 52),
        '',
        `          ${pRole}`,
        '',
        '     v.',
        '',
        ...wrap(defendants, 52),
        '',
        `          ${dRole}`,
        ...right,
        '',
      ]
    case 'inline':
      return [...head, `${plaintiffs} ${pRole} v. ${defendants} ${dRole}`, ...right, '']
    case 'dashes': {
      const rule = '-'.repeat(58) + 'x'
      const left = [
        rule,
        ...wrap(plaintiffs, 44),
        '',
        `                    ${pRole}`,
        '',
        '          -against-',
        '',
        ...wrap(defendants, 44),
        '',
        `                    ${dRole}`,
        rule,
      ]
      return [...head, ...besides(left, right, 62, ''), '']
    }
    case 'paren': {
      const mark = facts.court.canonical.includes('Texas') ? '§' : ')'
      const left = [
        ...wrap(plaintiffs, 38),
        '',
        `          ${pRole}`,
        '',
        '     v.',
        '',
        ...wrap(defendants, 38),
        '',
        `          ${dRole}`,
      ]
      return [...head, ...besides(left, right, 42, mark), '']
    }
  }
}

/** Breaks a line of caption text at spaces, at most `width` characters a line. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line === '' ? word : `${line} ${word}`
  }
  if (line !== '') lines.push(line)
  return lines
}

/** Two columns side by side: the left padded to `width`, a column mark between, the right after. */
export function besides(left: string[], right: string[], width: number, mark: string): string[] {
  const rows = Math.max(left.length, right.length + 2)
  const out: string[] = []
  for (let row = 0; row < rows; row++) {
    const l = (left[row] ?? '').padEnd(width)
    const r = right[row - 2] ?? ''
    out.push(`${l}${mark ? `${mark}   ` : '    '}${r}`.trimEnd())
  }
  return out
}

/** The ECF header federal filings print on top of every page. */
export function ecfHeader(facts: CaseFacts, filed: string, page: number, pages: number): string {
  const [y, m, d] = filed.split('-')
  // ECF prints the full form: office, year, "cv", five digits, the judges' initials.
  const parts = /^(?:(\d+):)?(\d{2})-(?:cv-)?0*(\d+)(.*)$/.exec(facts.docket.value)
  const docket = parts
    ? `${parts[1] ?? '1'}:${parts[2]}-cv-${parts[3]!.padStart(5, '0')}${parts[4]}`
    : facts.docket.value
  return `Case ${docket}   Document ${facts.docNumber}   Filed ${m}/${d}/${y!.slice(2)}   Page ${page} of ${pages}`
}
