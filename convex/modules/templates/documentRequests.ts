// The built-in requests for production: a request for the documents behind each telling factual
// allegation of the complaint (pleading.ts reads it), after the standard ones every set asks, from
// the party the firm represents to the other side. A name the draft lacks is said plainly ("the
// responding party") and listed as missing, never left as a blank.
import { normalizePartyName } from '../../ai/model/extract/partyNames'
import { citationNumbers, clip, hasBlank, joinNames } from './findings'
import {
  mainPleading,
  mostTelling,
  nameWords,
  type PartyRole,
  pleadingFindings,
  pleadingsRead,
  sideOfRole,
} from './pleading'
import type { BuiltinTemplate, DraftBlock, Finding, MatterFacts } from './types'

/** The most requests drawn from allegations. */
export const ALLEGATION_REQUESTS_MAX = 25
/** The longest allegation a request restates. */
const ALLEGATION_MAX = 240

const KINDS = new Set(['pleading', 'party', 'claim', 'allegation'])

export const documentRequests: BuiltinTemplate = {
  reads: 'matter',
  order: 'found',
  read(pages) {
    return pleadingFindings(pages).filter((finding) => KINDS.has(finding.kind))
  },
  write(findings, { matter }) {
    const { citations, cite } = citationNumbers()
    const missingInputs: string[] = []
    const read = pleadingsRead(findings)
    const complaint = mainPleading(read)
    // The caption names the sides: the complaint's, or else any document's.
    const captioned = complaint?.parties.length ? complaint : read.find((r) => r.parties.length > 0)
    const caption = captioned?.parties ?? []
    const pleading = `the ${complaint?.title?.text ?? 'Complaint'}`
    const federal = /\bUnited\s+States\s+District\s+Court\b|\bU\.\s?S\.\s+District\b/i.test(
      matter.court ?? '',
    )

    const ours = ourSide(matter, caption)
    const requesting = withRole(
      matter.representedParties.map((party) => ({
        name: party.name,
        role: /^(?:plaintiff|defendant)$/i.test(party.role) ? party.role : '',
      })),
    )
    if (requesting.length === 0) {
      missingInputs.push(
        'The party you represent is not on the matter: add it on the matter’s page, so the requests say who serves them.',
      )
    }
    const responding = respondingParty(matter, caption, ours)
    if (!responding) {
      missingInputs.push(
        caption.length > 0 && !ours
          ? 'Which side you represent is not clear: give your client its role (plaintiff or defendant) on the matter’s page, so the requests go to the other side.'
          : 'The responding party is not known: add the adverse party on the matter’s page, or choose the complaint so its caption names them.',
      )
    }
    const requester = requesting.length > 0 ? joinNames(requesting) : 'The requesting party'
    const respondent = responding ? joinNames(responding.names) : 'the responding party'
    const rule = federal
      ? 'Rule 34 of the Federal Rules of Civil Procedure'
      : 'the rules of civil procedure that govern this action'

    const blocks: DraftBlock[] = [
      {
        type: 'paragraph',
        text:
          `${requester} ${matter.representedParties.length > 1 ? 'request' : 'requests'} under ${rule} that ` +
          `${respondent} produce the documents and communications described below, in ` +
          `${responding?.pronoun ?? 'its'} possession, custody or ` +
          'control, within thirty days of service of these requests.',
        cites: responding ? cite(responding.sources) : [],
      },
      { type: 'heading', level: 2, text: 'Definitions' },
      {
        type: 'list',
        ordered: true,
        items: definitions(respondent, responding?.pronoun ?? 'its', federal).map((text) => ({
          text,
          cites: [],
        })),
      },
      { type: 'heading', level: 2, text: 'Requests' },
    ]

    const ourNames =
      requesting.length > 0
        ? joinNames(matter.representedParties.map((p) => p.name))
        : 'the requesting party'
    const items = standardRequests(ourNames, pleading, federal, responding?.side ?? null).map(
      (text) => ({ text, cites: [] as number[] }),
    )
    const allegations = complaint
      ? mostTelling(
          complaint.allegations.filter((a) => !hasBlank(a.text)),
          nameWords(complaint.parties.map((party) => party.text)),
          ALLEGATION_REQUESTS_MAX,
        )
      : []
    const lowerCase = lowerCaseWords(
      complaint?.allegations.map((a) => a.text) ?? [],
      nameWords(caption.map((party) => party.text)),
    )
    for (const allegation of allegations) {
      items.push({
        text: `All documents and communications concerning the allegation in paragraph ${allegation.label} of ${pleading} that ${clause(allegation.text, lowerCase)}`,
        cites: cite(allegation.sources),
      })
    }
    blocks.push({ type: 'list', ordered: true, items })
    if (allegations.length === 0) {
      missingInputs.push(
        'No numbered allegations were found in the documents read: choose the complaint, so that each request rests on an allegation.',
      )
    }
    return { blocks, citations, missingInputs }
  },
}

/** Which side the firm is on: its client's role, or its client's name in the caption. */
function ourSide(matter: MatterFacts, caption: Finding[]): PartyRole | null {
  for (const party of matter.representedParties) {
    const side = sideOfRole(party.role)
    if (side) return side
  }
  const ours = new Set(matter.representedParties.map((party) => normalizePartyName(party.name)))
  const named = caption.find((party) => ours.has(normalizePartyName(party.text)))
  return named ? sideOfRole(named.label ?? '') : null
}

type Responding = {
  names: string[]
  /** "its" for one company, "their" for a person or for several. */
  pronoun: 'its' | 'their'
  side: PartyRole | null
  sources: Finding['sources']
}

// A name that is a company's, an agency's or an institution's, not a person's.
const ORGANIZATION =
  /\b(?:Inc|LLC|L\.L\.C|LLP|Corp|Corporation|Company|Co|Ltd|LP|L\.P|PLC|N\.A|Bank|Association|Trust|Partnership|Group|Holdings|University|City|County|State|Department|Agency|District|Authority|Board|Commission|Fund|Foundation)\b/

function pronounFor(names: string[]): Responding['pronoun'] {
  return names.length === 1 && ORGANIZATION.test(names[0]!) ? 'its' : 'their'
}

/** Who answers: the matter's adverse parties, or else the caption's other side. */
function respondingParty(
  matter: MatterFacts,
  caption: Finding[],
  ours: PartyRole | null,
): Responding | null {
  const adverse = matter.adverseParties.flatMap((party) =>
    party.name?.trim() ? [party.name.trim()] : [],
  )
  if (adverse.length > 0) {
    // The caption's word for them ("Defendant Acme Corp.") when it names them.
    const named = adverse.map((name) => {
      const inCaption = caption.find((p) => normalizePartyName(p.text) === normalizePartyName(name))
      return inCaption
        ? { name: `${inCaption.label} ${name}`, party: inCaption }
        : { name, party: null }
    })
    const side = ours ? (ours === 'plaintiffs' ? 'defendants' : 'plaintiffs') : null
    const inCaption = named.flatMap((n) => (n.party ? [n.party] : []))
    return {
      names:
        inCaption.length === named.length
          ? withRole(inCaption.map(asParty))
          : named.map((n) => n.name),
      pronoun: pronounFor(adverse),
      side,
      sources: named.flatMap((n) => n.party?.sources.slice(0, 1) ?? []).slice(0, 1),
    }
  }
  if (!ours) return null
  const side: PartyRole = ours === 'plaintiffs' ? 'defendants' : 'plaintiffs'
  const theirs = caption.filter((party) => sideOfRole(party.label ?? '') === side)
  if (theirs.length === 0) return null
  return {
    names: withRole(theirs.map(asParty)),
    pronoun: pronounFor(theirs.map((party) => party.text)),
    side,
    sources: theirs[0]!.sources.slice(0, 1),
  }
}

type Named = { name: string; role: string }

const asParty = (finding: Finding): Named => ({ name: finding.text, role: finding.label ?? '' })

/** "Defendant Acme Corp.", or "Plaintiffs Maria Reyes and Daniel Okafor" for a side of several. */
function withRole(parties: Named[]): string[] {
  const roles = new Set(parties.map((party) => party.role))
  const [role] = roles
  if (parties.length > 1 && roles.size === 1 && role) {
    return [`${role}s ${joinNames(parties.map((party) => party.name))}`]
  }
  return parties.map((party) => (party.role ? `${party.role} ${party.name}` : party.name))
}

function definitions(respondent: string, pronoun: Responding['pronoun'], federal: boolean) {
  return [
    `“Document” has the broadest meaning ${
      federal
        ? 'Rule 34(a)(1)(A) of the Federal Rules of Civil Procedure gives it'
        : 'the rules allow'
    }: every writing, record and item of electronically stored information, including drafts and copies that differ from the original.`,
    '“Communication” means every transmission of information by any means: letters, e-mails, text and instant messages, voicemails, calls and meetings.',
    '“Concerning” means relating to, referring to, describing, evidencing, constituting, reflecting or contradicting.',
    `“You” and “Your” mean ${respondent}, and every officer, director, employee, agent and attorney acting on ${pronoun} behalf.`,
  ]
}

/** The requests every set makes before those drawn from the allegations. */
function standardRequests(
  ours: string,
  pleading: string,
  federal: boolean,
  theirSide: PartyRole | null,
) {
  const requests = [
    `All documents identified, described or referred to in Your initial disclosures${
      federal ? ' under Rule 26(a)(1) of the Federal Rules of Civil Procedure' : ''
    }.`,
    `All communications between You and ${ours} concerning the matters alleged in ${pleading}.`,
  ]
  if (theirSide === 'defendants') {
    requests.push(
      `All documents You relied on, or intend to rely on, to deny any allegation of ${pleading} or to support any defense.`,
    )
  } else if (theirSide === 'plaintiffs') {
    requests.push(
      `All documents You relied on in preparing ${pleading}, and all documents concerning the damages You claim.`,
    )
  }
  return requests
}

// Words that open an allegation and say nothing the request needs: a hedge, a list's place.
const OPENING =
  /^(?:(?:(?:up)?on\s+information\s+and\s+belief|as\s+alleged\s+above|in\s+addition|additionally|first|second|third|fourth|fifth|sixth|seventh|finally|moreover|further|furthermore|indeed|yet|similarly|specifically|notably|for\s+example|for\s+instance|however|accordingly|in\s+fact|thus|therefore),?\s+)+/i
// Words that start a sentence but never a name: lowered when the allegation follows "that".
const LEAD_WORD =
  /^(?:On|In|At|The|This|That|These|Those|After|Before|During|Upon|From|By|As|When|Since|Between|Throughout|Thereafter|Beginning|Prior|Following|Shortly|Despite|Although|Because|Each|Every|All|Both|Its|Their|His|Her|Such|Neither|None|No|Over|Under|Within|Later|Then|Around|Approximately|Nevertheless|Instead|Again|Once|Not|Many|Most|Some|Other|Several|Numerous|Only|Even|Being)\b/

/**
 * The words a pleading writes in lower case ("managers"), but for a party's name ("Vonage", also
 * in "www.vonage.com": an address's words are not counted).
 */
function lowerCaseWords(texts: readonly string[], names: readonly string[]) {
  const words = new Set<string>()
  for (const text of texts) {
    for (const word of text.match(/(?<![\p{L}\p{N}’'./@_-])\p{Ll}[\p{L}’'-]*(?![./@]\p{L})/gu) ??
      []) {
      words.add(word)
    }
  }
  for (const name of names) words.delete(name.toLowerCase())
  return words
}

/**
 * The allegation as a clause after "that": its opening hedge cut, its first word lowered when it
 * is no name (one the pleading writes in lower case elsewhere), cut to length.
 */
function clause(text: string, lowerCase: ReadonlySet<string>) {
  let words = text
    .replace(OPENING, '')
    .replace(/^(?:plaintiffs?\s+)?(?:further\s+)?(?:alleges?|avers?|states?)\s+that\s+/i, '')
    .replace(/[\s.;:,]+$/, '')
  const first = /^[\p{L}’'-]+/u.exec(words)?.[0] ?? ''
  const lowered = first.charAt(0).toLowerCase() + first.slice(1)
  // A word in capitals ("FTC") or with capitals inside ("McKesson", "iPhone") is kept as written.
  const plain = /^\p{Lu}\p{Ll}*$/u.test(first)
  if (plain && (LEAD_WORD.test(first) || lowerCase.has(lowered)))
    words = lowered + words.slice(first.length)
  const clipped = clip(words, ALLEGATION_MAX)
  return clipped.endsWith('…') ? clipped : `${clipped}.`
}
