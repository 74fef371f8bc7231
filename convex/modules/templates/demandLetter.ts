// The built-in meet-and-confer letter: a letter to opposing counsel written from the matter's
// details and the points the lawyer typed. It reads no document; whatever detail the matter lacks
// is written around (never a blank to fill in) and listed for the lawyer to add.
import { displayDate } from '../../ai/model/extract/dates'
import { addDays, joinNames, unresolvedPlaceholders } from './findings'
import type { BuiltinTemplate, DraftBlock, MatterFacts, TemplateContext } from './types'

/** The days the other side is given to answer. */
export const RESPONSE_DAYS = 7

const paragraph = (text: string): DraftBlock => ({ type: 'paragraph', text, cites: [] })

const present = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

// A full stop after one of these does not end a point: "Fed. R. Civ. P. 34", "Mr. Park".
const ABBREVIATION =
  /(?:\b(?:Mr|Mrs|Ms|Dr|No|Nos|Inc|Corp|Co|Ltd|LLC|v|vs|Fed|Civ|Evid|App|Proc|Supp|Cir|Ex|e\.g|i\.e|et al|etc)|\b[A-Z])\.$/

/**
 * The lawyer's points, one each: a line apiece when they wrote them on lines (a line that carries
 * on in lower case joins the one before), or else a sentence apiece. Bullets and numbers go: the
 * letter numbers them.
 */
export function letterPoints(text: string | undefined): string[] {
  const lines = (text ?? '').split(/\r?\n/).filter((line) => line.trim() !== '')
  const joined: string[] = []
  for (const line of lines) {
    if (joined.length > 0 && /^\s*\p{Ll}/u.test(line))
      joined[joined.length - 1] += ` ${line.trim()}`
    else joined.push(line)
  }
  const pieces =
    joined.length > 1
      ? joined
      : (joined[0] ?? '')
          .split(/(?<=[.?!][”"’)]?)\s+(?=[\p{Lu}\p{N}“"(])/u)
          .reduce<string[]>((points, piece) => {
            const last = points.at(-1)
            if (last !== undefined && ABBREVIATION.test(last))
              points[points.length - 1] = `${last} ${piece}`
            else points.push(piece)
            return points
          }, [])
  return pieces
    .map((piece) =>
      piece
        .replace(/\s+/g, ' ')
        .replace(/^(?:[-•*–]|\(?(?:\d{1,3}|[a-z])[.)])\s+/, '')
        .trim(),
    )
    .filter((point) => /[\p{L}\p{N}]/u.test(point))
}

/** The adverse parties the matter names. */
function adverseNames(matter: MatterFacts) {
  return matter.adverseParties.map((p) => present(p.name)).filter((name) => name !== '')
}

/** Who the letter goes to: the party named for the run, or counsel for the other side. */
function recipient(context: TemplateContext, missing: string[]) {
  const party = present(context.inputs.party)
  const adverse = adverseNames(context.matter)
  const parties = [...adverse, ...context.matter.representedParties.map((p) => present(p.name))]
  if (party !== '') {
    // A party of the matter is written to through its counsel; anyone else by name.
    const known = parties.find((name) => name.toLowerCase() === party.toLowerCase())
    return known ? `Counsel for ${known}` : party
  }
  if (adverse.length > 0) return `Counsel for ${joinNames(adverse)}`
  missing.push('The opposing party’s name: add it to the matter’s details or name the recipient.')
  return 'Counsel for the opposing party'
}

/** "Re: Lee v. Acme, No. 1:21-cv-01234 (S.D.N.Y.)", with only the details the matter has. */
function reLine(matter: MatterFacts, missing: string[]) {
  const name = present(matter.name)
  const docket = present(matter.docketNumber)
  const court = present(matter.court)
  if (name === '') missing.push('The matter’s name: add it to the matter’s details.')
  if (docket === '') missing.push('The docket number: add it to the matter’s details.')
  if (court === '') missing.push('The court: add it to the matter’s details.')
  const parts = [name, docket === '' ? '' : `No. ${docket}`].filter((part) => part !== '')
  const re = `${parts.join(', ')}${court === '' ? '' : `${parts.length ? ' ' : ''}(${court})`}`
  return re === '' ? undefined : `Re: ${re}`
}

function writeLetter(_findings: unknown[], context: TemplateContext) {
  const { matter, inputs, today } = context
  const missing: string[] = []
  const to = recipient(context, missing)
  const re = reLine(matter, missing)

  const clients = matter.representedParties.map((p) => present(p.name)).filter((n) => n !== '')
  if (clients.length === 0) {
    missing.push('Our client’s name: add the parties we represent to the matter’s details.')
  }
  const client = clients.length > 1 ? 'clients' : 'client'
  const onBehalf = clients.length > 0 ? `our ${client}, ${joinNames(clients)},` : 'our client'
  const where = re ? 'in the above-referenced matter' : 'in this matter'

  const points = letterPoints(inputs.text)
  const body: DraftBlock[] = []
  if (points.length > 0) {
    body.push(
      paragraph(
        `We write on behalf of ${onBehalf} ${where} to raise the issues set out below, which we ask that you address so that they can be resolved without the Court’s involvement.`,
      ),
      { type: 'list', ordered: true, items: points.map((text) => ({ text, cites: [] })) },
    )
    for (const [i, point] of points.entries()) {
      const blanks = unresolvedPlaceholders({ blocks: [paragraph(point)] })
      if (blanks.length > 0) {
        missing.push(`Point ${i + 1} still has a blank (${blanks.join(', ')}): fill it in.`)
      }
    }
  } else {
    body.push(
      paragraph(
        `We write on behalf of ${onBehalf} ${where} to ask to meet and confer about the open discovery issues between the parties, including any outstanding responses, productions and deficiencies, so that they can be resolved without the Court’s involvement.`,
      ),
    )
    missing.push(
      'The points to raise: write them in the run’s text, one a line, and run the module again.',
    )
  }

  const signer = present(context.author)
  const firm = present(context.firm)
  if (signer === '') missing.push('Who signs the letter: add their name under “Sincerely,”.')
  if (firm === '') missing.push('The firm’s name: add it under the signature.')

  const blocks: DraftBlock[] = [
    // "November 28, 2026": the way a US letter dates itself.
    paragraph(displayDate(today)),
    paragraph('By email'),
    paragraph(to),
    ...(re ? [paragraph(re)] : []),
    paragraph('Dear Counsel:'),
    ...body,
    paragraph(
      `Please respond by ${displayDate(addDays(today, RESPONSE_DAYS))}. We are available to meet and confer by telephone or video before then at a time convenient for you. Nothing in this letter waives any of our ${clients.length > 1 ? 'clients’' : 'client’s'} rights or remedies, all of which are reserved.`,
    ),
    paragraph('Sincerely,'),
    ...[signer, firm].filter((line) => line !== '').map(paragraph),
  ]
  return { blocks, citations: [], missingInputs: missing }
}

export const demandLetter: BuiltinTemplate = {
  reads: 'chosen',
  order: 'found',
  // The letter is written from the matter's details and the lawyer's points, not a document.
  read: () => [],
  write: writeLetter,
}
