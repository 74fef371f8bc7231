// Generated complaints, answers and motions, with the labels their facts give.
import {
  amountLabel,
  courtLabel,
  dateLabel,
  docketLabel,
  judgeLabel,
  partyLabels,
  usd,
} from '../labels'
import type { Label, LabelledDocument } from '../types'
import { caption, wrap } from './captions'
import { type CaseFacts, captionDefendants, joinNames } from './caseFacts'
import {
  eventSentence,
  otherJudge,
  relatedAction,
  reportedCitation,
  unreportedCitation,
} from './distractors'
import { moneyStyle, proseStyle, roundAmount, writeDate, writeDollars } from './formats'
import { filingPages } from './pages'
import { type Random, addDays, chance, dateBetween, int, pick, phrasing } from './random'
import { firmName, personName, shortName } from './vocabulary'

/** The labels every captioned filing in the case carries. */
export function caseLabels(facts: CaseFacts, judgeShown: boolean): Label[] {
  return [
    courtLabel(facts.court.canonical),
    docketLabel(facts.docket.value),
    judgeLabel(judgeShown ? facts.judge : null),
    ...partyLabels(facts.plaintiffs, captionDefendants(facts)),
  ]
}

/** Paragraph text wrapped as a PDF's lines, numbered when `number` is given. */
export function para(text: string, number?: number): string[] {
  return [...wrap(number === undefined ? `     ${text}` : `     ${number}.   ${text}`, 92), '']
}

/** The signature block: "Dated:" with the date, the firm, the signer. */
export function signature(random: Random, dated: string, role: string): string[] {
  const when = writeDate(dated, proseStyle(random))
  const dateLines = chance(random, 0.5)
    ? [
        `Dated: ${pick(random, ['New York, New York', 'Wilmington, Delaware', 'Chicago, Illinois', 'San Francisco, California'])}`,
        `       ${when}`,
      ]
    : [`Dated: ${when}`]
  const signer = personName(random, true)
  return [
    ...dateLines,
    '',
    `                                        ${firmName(random).toUpperCase()}`,
    `                                        By: /s/ ${signer}`,
    `                                        ${signer}`,
    `                                        ${role}`,
  ]
}

/** A class or individual complaint. */
export function complaint(random: Random, facts: CaseFacts, id: string): LabelledDocument {
  const judgeShown = chance(random, 0.35)
  const title = pick(random, [
    'CLASS ACTION COMPLAINT',
    'COMPLAINT',
    'COMPLAINT AND DEMAND FOR JURY TRIAL',
    'VERIFIED COMPLAINT',
  ])
  const company = facts.defendants[0]!
  const damages = chance(random, 0.6) ? roundAmount(random) : null
  const lines = [...caption(random, facts, title, judgeShown)]
  lines.push(
    ...para(
      `Plaintiff${facts.plaintiffs.length > 1 ? 's' : ''} ${joinNames(facts.plaintiffs)}, by undersigned counsel, allege${facts.plaintiffs.length > 1 ? '' : 's'} the following against ${joinNames(facts.defendants)} upon personal knowledge as to their own acts and upon information and belief as to all other matters.`,
    ),
  )
  lines.push('                         NATURE OF THE ACTION', '')
  lines.push(...para(eventSentence(random, shortName(company), addDays(facts.filed, -60)), 1))
  lines.push(
    ...para(
      `${shortName(company)} concealed the problems described below from its customers and investors, and ${chance(random, 0.5) ? 'its statements about them were false when made' : 'the truth emerged only months later'}.`,
      2,
    ),
  )
  if (chance(random, 0.5)) lines.push(...para(`${unreportedCitation(random)}`, 3))
  if (facts.court.federal && chance(random, 0.25)) lines.push(...para(relatedAction(random), 4))
  lines.push('                         JURISDICTION AND VENUE', '')
  lines.push(
    ...para(
      facts.court.federal
        ? 'This Court has subject matter jurisdiction under 28 U.S.C. § 1331 and 28 U.S.C. § 1332(d).'
        : 'This Court has jurisdiction over the parties and the subject matter of this action.',
      5,
    ),
  )
  if (chance(random, 0.4)) lines.push(...para(reportedCitation(random), 6))
  if (chance(random, 0.3)) lines.push(...para(otherJudge(random), 7))
  lines.push('                           PRAYER FOR RELIEF', '')
  lines.push(
    ...para(
      damages === null
        ? "WHEREFORE, Plaintiff demands judgment against Defendants awarding compensatory damages in an amount to be determined at trial, together with interest, costs and attorneys' fees."
        : `WHEREFORE, Plaintiff demands judgment against Defendants awarding damages in an amount not less than ${writeDollars(damages, moneyStyle(random))}, together with interest, costs and attorneys' fees.`,
    ),
  )
  lines.push(
    '                          DEMAND FOR JURY TRIAL',
    '',
    ...para('Plaintiff demands a trial by jury on all issues so triable.'),
  )
  lines.push(...signature(random, facts.filed, 'Attorneys for Plaintiff'))
  return {
    id,
    kind: 'complaint',
    source: 'generated',
    pages: filingPages(facts, lines, facts.filed),
    labels: [
      ...caseLabels(facts, judgeShown),
      dateLabel(
        ...phrasing(
          random,
          ['Filing date', 'When was the complaint filed?'],
          ['Date filed', 'What date was this complaint filed?'],
          ['Filed', 'Filing date of the complaint'],
        ),
        facts.filed,
      ),
      dateLabel('Hearing date', 'When is the hearing?', null),
      amountLabel(
        ...phrasing(
          random,
          ['Damages', 'How much in damages does the plaintiff seek?'],
          ['Damages sought', 'What amount of damages is demanded?'],
        ),
        damages === null ? null : usd(damages),
      ),
      amountLabel('Settlement amount', 'What is the settlement amount?', null),
    ],
  }
}

/** An answer with affirmative defenses. */
export function answer(random: Random, facts: CaseFacts, id: string): LabelledDocument {
  const filed = addDays(facts.filed, int(random, 21, 90))
  const complaintDate = chance(random, 0.6)
  const lines = [...caption(random, facts, 'ANSWER AND AFFIRMATIVE DEFENSES', chance(random, 0.5))]
  const judgeShown = lines.some((line) => line.includes(facts.judge))
  lines.push(
    ...para(
      `Defendant${facts.defendants.length > 1 ? 's' : ''} ${joinNames(facts.defendants)}, by ${facts.defendants.length > 1 ? 'their' : 'its'} undersigned counsel, answer${facts.defendants.length > 1 ? '' : 's'} the Complaint${complaintDate ? ` filed on ${writeDate(facts.filed, proseStyle(random))}` : ''} as follows.`,
    ),
  )
  for (let i = 1; i <= int(random, 3, 6); i++)
    lines.push(
      ...para(
        pick(random, [
          'Deny the allegations of this paragraph.',
          'Admit that Plaintiff purports to bring this action, and otherwise deny the allegations.',
          'State that this paragraph states legal conclusions to which no response is required.',
        ]),
        i,
      ),
    )
  lines.push('                           AFFIRMATIVE DEFENSES', '')
  const defenses = [
    'The Complaint fails to state a claim upon which relief can be granted.',
    'The claims are barred, in whole or in part, by the applicable statutes of limitations.',
    'Plaintiff failed to mitigate any damages.',
    'Any recovery must be offset by amounts already paid to Plaintiff.',
  ]
  defenses.slice(0, int(random, 2, 4)).forEach((defense, i) => lines.push(...para(defense, i + 1)))
  if (chance(random, 0.4)) lines.push(...para(reportedCitation(random)))
  lines.push(
    ...signature(random, filed, `Attorneys for Defendant${facts.defendants.length > 1 ? 's' : ''}`),
  )
  return {
    id,
    kind: 'answer',
    source: 'generated',
    pages: filingPages(facts, lines, filed),
    labels: [
      ...caseLabels(facts, judgeShown),
      dateLabel('Filing date', 'When was the answer filed?', filed),
      dateLabel(
        'Complaint filed',
        'When was the complaint filed?',
        complaintDate ? facts.filed : null,
      ),
      amountLabel('Damages', 'How much in damages does the plaintiff seek?', null),
    ],
  }
}

/** A notice of motion (and its memorandum's opening), with hearing and opposition dates when set. */
export function motion(random: Random, facts: CaseFacts, id: string): LabelledDocument {
  const filed = addDays(facts.filed, int(random, 30, 120))
  const hearing = chance(random, 0.6)
    ? dateBetween(random, addDays(filed, 28), addDays(filed, 70))
    : null
  const opposition = chance(random, 0.5) ? addDays(filed, 14) : null
  const kind = pick(random, [
    'Dismiss the Complaint',
    'Compel Arbitration',
    'Transfer Venue',
    'Stay Discovery',
  ])
  const lines = [
    ...caption(
      random,
      facts,
      `NOTICE OF MOTION AND MOTION TO ${kind.toUpperCase()}`,
      chance(random, 0.4),
    ),
  ]
  let judgeShown = lines.some((line) => line.includes(facts.judge))
  lines.push('TO ALL PARTIES AND THEIR ATTORNEYS OF RECORD:', '')
  if (hearing) {
    const before = chance(random, 0.6)
    judgeShown ||= before
    lines.push(
      ...para(
        `PLEASE TAKE NOTICE that on ${writeDate(hearing, proseStyle(random))}, at ${int(random, 9, 11)}:${pick(random, ['00', '30'])} a.m., or as soon thereafter as counsel may be heard${before ? `, before the Honorable ${facts.judge}` : ''}, Defendants will and hereby do move the Court for an order to ${kind}.`,
      ),
    )
  } else {
    lines.push(
      ...para(
        `PLEASE TAKE NOTICE that Defendants will move the Court, at a date and time to be set by the Court, for an order to ${kind}.`,
      ),
    )
  }
  if (opposition)
    lines.push(
      ...para(
        `Pursuant to the Local Rules, opposition papers, if any, shall be served no later than ${writeDate(opposition, proseStyle(random))}.`,
      ),
    )
  lines.push('                       MEMORANDUM OF POINTS AND AUTHORITIES', '')
  lines.push(
    ...para(
      `The Complaint, filed ${writeDate(facts.filed, proseStyle(random))}, should be dismissed because it does not plead facts that make any claim plausible. ${unreportedCitation(random)}`,
    ),
  )
  lines.push(...para(reportedCitation(random)))
  if (chance(random, 0.5))
    lines.push(
      ...para(
        `Plaintiff's theory that ${shortName(facts.defendants[0]!)} owes ${writeDollars(roundAmount(random), 'plain')} in lost profits is speculation.`,
      ),
    )
  if (facts.magistrate && chance(random, 0.6))
    lines.push(
      ...para(
        `Discovery disputes in this action have been referred to United States Magistrate Judge ${facts.magistrate}.`,
      ),
    )
  lines.push(...signature(random, filed, 'Attorneys for Defendants'))
  return {
    id,
    kind: 'motion',
    source: 'generated',
    pages: filingPages(facts, lines, filed),
    labels: [
      ...caseLabels(facts, judgeShown),
      dateLabel('Filing date', 'When was the motion filed?', filed),
      dateLabel(
        ...phrasing(
          random,
          ['Hearing date', 'When will the motion be heard?'],
          ['Hearing', 'What is the hearing date?'],
        ),
        hearing,
      ),
      dateLabel('Opposition due', 'When are opposition papers due?', opposition),
      dateLabel('Trial date', 'When is trial scheduled?', null),
      amountLabel('Settlement amount', 'What is the settlement amount?', null),
    ],
  }
}
