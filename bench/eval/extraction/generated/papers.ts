// Generated letters (to the court and to opposing counsel), deposition notices and class
// settlement notices, with the labels their facts give.
import {
  amountLabel,
  courtLabel,
  dateLabel,
  docketLabel,
  judgeLabel,
  partyLabels,
  usd,
} from '../labels'
import type { LabelledDocument } from '../types'
import { caption } from './captions'
import { type CaseFacts } from './caseFacts'
import { reportedCitation, unreportedCitation } from './distractors'
import { fieldStyle, moneyStyle, proseStyle, roundAmount, writeDate, writeDollars } from './formats'
import { filingPages, paginate } from './pages'
import { caseLabels, para, signature } from './pleadings'
import { type Random, addDays, chance, int, pick, phrasing } from './random'
import { firmName, personName, shortName } from './vocabulary'

/** A letter about the case, to the judge or to the other side's counsel. */
export function letter(random: Random, facts: CaseFacts, id: string): LabelledDocument {
  const dated = addDays(facts.filed, int(random, 40, 500))
  const toCourt = facts.court.federal && chance(random, 0.5)
  const deadline = chance(random, 0.5) ? addDays(dated, int(random, 7, 21)) : null
  const demand = !toCourt && chance(random, 0.4) ? roundAmount(random) : null
  const withCourt = facts.court.abbreviation !== undefined && chance(random, 0.7)
  const plaintiff = shortName(facts.plaintiffs[0]!)
  const defendant = facts.defendants[0]!
  const firm = firmName(random)
  const lines = [
    firm.toUpperCase(),
    `${int(random, 10, 990)} ${pick(random, ['Park Avenue', 'Market Street', 'Main Street'])}`,
    '',
    writeDate(dated, pick(random, ['long', 'long', 'abbr'] as const)),
    '',
  ]
  if (toCourt) {
    lines.push(
      'VIA ECF',
      `The Honorable ${facts.judge}`,
      'United States District Judge',
      facts.court.canonical.replace('United States District Court for the ', ''),
      '',
    )
  } else {
    const counsel = personName(random, true)
    lines.push('By Email', counsel, firmName(random), '', '')
  }
  const docket = facts.docket.printed.replace(/^Case No\./, 'No.')
  lines.push(
    `Re:   ${plaintiff} v. ${defendant}${facts.defendants.length > 1 ? ', et al.' : ''}, ${docket}${withCourt ? ` (${facts.court.abbreviation})` : ''}`,
    '',
  )
  lines.push(toCourt ? `Dear Judge ${facts.judge.split(' ').pop()}:` : 'Dear Counsel:', '')
  lines.push(
    ...para(
      toCourt
        ? `We represent ${chance(random, 0.5) ? 'Plaintiff' : 'Defendant'} in the above-referenced action and write to request a conference concerning the other side's deficient document production.`
        : `I write to follow up on our meet-and-confer call concerning ${shortName(defendant)}'s responses to Plaintiff's document requests.`,
    ),
  )
  if (chance(random, 0.5))
    lines.push(
      ...para(
        `Courts in this District routinely compel production in these circumstances. ${unreportedCitation(random)}`,
      ),
    )
  if (deadline)
    lines.push(
      ...para(
        `Please ${toCourt ? 'note that the other side has agreed to respond' : 'provide a complete response'} no later than ${writeDate(deadline, proseStyle(random))}.`,
      ),
    )
  if (demand !== null)
    lines.push(
      ...para(
        `To resolve this matter, our client is prepared to accept ${writeDollars(demand, moneyStyle(random))} in full settlement of all claims.`,
      ),
    )
  lines.push(
    ...para(
      `We note that ${shortName(defendant)} paid ${writeDollars(int(random, 2, 80) * 1e4, 'plain')} in fees to its former auditors in the same period.`,
    ),
  )
  lines.push('', 'Respectfully submitted,', '', `/s/ ${personName(random, false)}`, '')
  return {
    id,
    kind: 'letter',
    source: 'generated',
    pages: paginate(lines, 44),
    labels: [
      courtLabel(withCourt || toCourt ? facts.court.canonical : null),
      docketLabel(facts.docket.value),
      judgeLabel(toCourt ? facts.judge : null),
      ...partyLabels([plaintiff], [defendant]),
      dateLabel(
        ...phrasing(
          random,
          ['Letter date', 'What is the date of the letter?'],
          ['Date', 'What date is the letter?'],
        ),
        dated,
      ),
      dateLabel('Response deadline', 'By when must a response be provided?', deadline),
      amountLabel(
        'Settlement demand',
        'What amount is demanded to settle?',
        demand === null ? null : usd(demand),
      ),
    ],
  }
}

/** A notice of deposition. */
export function depositionNotice(random: Random, facts: CaseFacts, id: string): LabelledDocument {
  const served = addDays(facts.filed, int(random, 60, 300))
  const deposition = addDays(served, int(random, 14, 45))
  const deponent = personName(random, true)
  const lines = [
    ...caption(random, facts, `NOTICE OF DEPOSITION OF ${deponent.toUpperCase()}`, false),
  ]
  lines.push(
    ...para(
      `PLEASE TAKE NOTICE that, pursuant to Rules 26 and 30 of the Federal Rules of Civil Procedure, Plaintiff will take the deposition upon oral examination of ${deponent} on ${writeDate(deposition, proseStyle(random))}, beginning at ${int(random, 9, 10)}:00 a.m., at the offices of ${firmName(random)}.`,
    ),
  )
  lines.push(
    ...para(
      'The deposition will be recorded by stenographic and audiovisual means and will continue from day to day until completed.',
    ),
  )
  if (chance(random, 0.5))
    lines.push(
      'Particulars',
      `Deponent:   ${deponent}`,
      `Date:       ${writeDate(deposition, fieldStyle(random))}`,
      'Location:   Conference Room 4',
      '',
    )
  lines.push(...signature(random, served, 'Attorneys for Plaintiff'))
  return {
    id,
    kind: 'deposition notice',
    source: 'generated',
    pages: filingPages(facts, lines, served),
    labels: [
      ...caseLabels(facts, false),
      dateLabel(
        ...phrasing(
          random,
          ['Deposition date', 'When is the deposition?'],
          ['Deposition', 'On what date will the deposition take place?'],
        ),
        deposition,
      ),
      dateLabel('Notice date', 'What is the date of the notice?', served),
      dateLabel('Hearing date', 'When is the hearing?', null),
    ],
  }
}

/** A court-approved notice of a class settlement: fund, fees, hearing and objection deadline. */
export function settlementNotice(random: Random, facts: CaseFacts, id: string): LabelledDocument {
  const fund = roundAmount(random) * 10
  const fees = Math.round((fund / 3) * 100) / 100
  const award = int(random, 5, 25) * 1000
  const hearing = addDays(facts.filed, int(random, 500, 900))
  const objections = addDays(hearing, -int(random, 21, 45))
  const from = writeDate(addDays(facts.filed, -int(random, 700, 1400)), 'long')
  const to = writeDate(addDays(facts.filed, -int(random, 30, 300)), 'long')
  const plaintiff = shortName(facts.plaintiffs[0]!)
  const defendant = facts.defendants[0]!
  const lines = [
    facts.court.canonical.toUpperCase(),
    '',
    `${plaintiff} v. ${defendant}, ${facts.docket.printed}`,
    '',
    `If you purchased products from ${shortName(defendant)} between ${from} and ${to}, you could get a payment from a class action settlement.`,
    '',
    ...para(
      `${shortName(defendant)} has agreed to pay ${writeDollars(fund, moneyStyle(random))} into a Settlement Fund. Class Counsel will ask the Court for attorneys' fees of up to one-third of the Settlement Fund (${writeDollars(fees, 'cents')}) and a service award of ${writeDollars(award, 'plain')} for the Class Representative.`,
    ),
    ...para(
      `The Court will hold a Final Approval Hearing on ${writeDate(hearing, proseStyle(random))} before the Honorable ${facts.judge}.`,
    ),
    ...para(
      `Objections must be filed or postmarked no later than ${writeDate(objections, proseStyle(random))}.`,
    ),
    ...para(
      `A prior settlement in a different case is not relevant here. ${reportedCitation(random)}`,
    ),
  ]
  return {
    id,
    kind: 'settlement notice',
    source: 'generated',
    pages: paginate(lines, 40),
    labels: [
      courtLabel(facts.court.canonical),
      docketLabel(facts.docket.value),
      judgeLabel(facts.judge),
      ...partyLabels([plaintiff], [defendant]),
      amountLabel(
        ...phrasing(
          random,
          ['Settlement fund', 'How much is the settlement fund?'],
          ['Settlement amount', 'What is the settlement amount?'],
        ),
        usd(fund),
      ),
      amountLabel('Service award', 'How much is the service award?', usd(award)),
      dateLabel('Final approval hearing', 'When is the final approval hearing?', hearing),
      dateLabel('Objection deadline', 'What is the deadline to object?', objections),
    ],
  }
}
