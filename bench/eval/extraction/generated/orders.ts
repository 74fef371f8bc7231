// Generated scheduling orders and opinions, signed by the judge, with the labels their facts give.
import { amountLabel, dateLabel, usd } from '../labels'
import type { LabelledDocument } from '../types'
import { caption } from './captions'
import { type CaseFacts } from './caseFacts'
import { otherJudge, reportedCitation, unreportedCitation } from './distractors'
import { fieldStyle, moneyStyle, proseStyle, writeDate, writeDollars } from './formats'
import { filingPages } from './pages'
import { caseLabels, para } from './pleadings'
import { type Random, addDays, chance, int, pick, phrasing } from './random'

/** "SO ORDERED." with the date in one of the forms orders use, and the judge's signature. */
function soOrdered(random: Random, facts: CaseFacts, entered: string): string[] {
  const form = int(random, 0, 2)
  const dated =
    form === 0
      ? [
          'SO ORDERED.',
          '',
          `Dated: ${writeDate(entered, proseStyle(random))}`,
          `       ${pick(random, ['New York, New York', 'Wilmington, Delaware', 'Chicago, Illinois', 'Los Angeles, California'])}`,
        ]
      : form === 1
        ? [`SO ORDERED this ${writeDate(entered, 'dayOf')}.`]
        : ['IT IS SO ORDERED.', '', `Date: ${writeDate(entered, fieldStyle(random))}`]
  return [
    ...dated,
    '',
    ...facts.court
      .signature(random, facts.judge)
      .map((line) => `                                        ${line}`),
  ]
}

/** A scheduling order: discovery cut-offs, a conference and (sometimes) a trial date. */
export function schedulingOrder(random: Random, facts: CaseFacts, id: string): LabelledDocument {
  const entered = addDays(facts.filed, int(random, 60, 150))
  const factCutoff = addDays(entered, int(random, 120, 200))
  const expertCutoff = addDays(factCutoff, int(random, 45, 90))
  const conference = addDays(entered, int(random, 30, 90))
  const trial = chance(random, 0.5) ? addDays(expertCutoff, int(random, 90, 180)) : null
  const title = pick(random, [
    'CIVIL CASE MANAGEMENT PLAN AND SCHEDULING ORDER',
    'SCHEDULING ORDER',
    'CASE MANAGEMENT ORDER NO. 1',
  ])
  const lines = [...caption(random, facts, title, chance(random, 0.3))]
  const style = proseStyle(random)
  lines.push(
    ...para(
      'The Court, having conferred with counsel for the parties pursuant to Rule 16 of the Federal Rules of Civil Procedure, hereby ORDERS as follows:',
    ),
  )
  const items = [
    `Fact Discovery. All fact discovery shall be completed no later than ${writeDate(factCutoff, style)}.`,
    `Expert Discovery. All expert discovery, including expert depositions, shall be completed no later than ${writeDate(expertCutoff, style)}.`,
    `Status Conference. A status conference will be held on ${writeDate(conference, style)} at ${int(random, 9, 4 + 9)}:00 ${pick(random, ['a.m.', 'p.m.'])} in Courtroom ${int(random, 4, 26)}${pick(random, ['A', 'B', 'C', 'D'])}.`,
    trial
      ? `Trial. The case shall be ready for trial on ${writeDate(trial, style)}.`
      : 'Trial. The Court will set a trial date at the close of discovery.',
  ]
  items.forEach((item, index) => lines.push(...para(item, index + 1)))
  if (facts.magistrate && chance(random, 0.7)) {
    lines.push(
      ...para(
        `This case is referred to United States Magistrate Judge ${facts.magistrate} for general pretrial management, including discovery disputes.`,
      ),
    )
  }
  lines.push(...soOrdered(random, facts, entered))
  const judgeShown = lines.join('\n').toLowerCase().includes(facts.judge.toLowerCase())
  return {
    id,
    kind: 'scheduling order',
    source: 'generated',
    pages: filingPages(facts, lines, entered),
    labels: [
      ...caseLabels(facts, judgeShown),
      dateLabel(
        ...phrasing(
          random,
          ['Order date', 'When was the order entered?'],
          ['Date of order', 'What date was the order signed?'],
        ),
        entered,
      ),
      dateLabel(
        ...phrasing(
          random,
          ['Fact discovery deadline', 'When must fact discovery be completed?'],
          ['Fact discovery cutoff', 'What is the fact discovery deadline?'],
        ),
        factCutoff,
      ),
      dateLabel('Status conference', 'When is the status conference?', conference),
      dateLabel('Trial date', 'When is the case ready for trial?', trial),
    ],
  }
}

/** An opinion deciding a motion, sometimes awarding fees as a sanction. */
export function opinion(random: Random, facts: CaseFacts, id: string): LabelledDocument {
  const entered = addDays(facts.filed, int(random, 90, 400))
  const sanction = chance(random, 0.4) ? int(random, 3, 90) * 500 : null
  const outcome = pick(random, ['GRANTED', 'DENIED', 'GRANTED in part and DENIED in part'])
  const lines = [
    ...caption(
      random,
      facts,
      pick(random, ['OPINION AND ORDER', 'MEMORANDUM OPINION AND ORDER', 'ORDER']),
      chance(random, 0.3),
    ),
  ]
  lines.push(
    ...para(
      `Before the Court is Defendants' motion to dismiss the Complaint, which was filed on ${writeDate(facts.filed, proseStyle(random))}. For the reasons below, the motion is ${outcome}.`,
    ),
  )
  lines.push('                                BACKGROUND', '')
  lines.push(
    ...para(
      `The facts are drawn from the Complaint and are assumed true for the purposes of this motion. ${unreportedCitation(random)}`,
    ),
  )
  lines.push(...para(reportedCitation(random)))
  if (chance(random, 0.4)) lines.push(...para(otherJudge(random)))
  if (chance(random, 0.5))
    lines.push(
      ...para(
        `Plaintiff alleges losses of ${writeDollars(int(random, 2, 90) * 1e5, 'plain')} but pleads no facts tying them to any statement.`,
      ),
    )
  if (sanction !== null) {
    lines.push(
      ...para(
        `Because Plaintiff's counsel filed the amended pleading in violation of the Court's prior order, counsel shall pay sanctions of ${writeDollars(sanction, moneyStyle(random))} to Defendants within thirty days.`,
      ),
    )
  }
  lines.push(...soOrdered(random, facts, entered))
  const judgeShown = lines.join('\n').toLowerCase().includes(facts.judge.toLowerCase())
  return {
    id,
    kind: 'opinion',
    source: 'generated',
    pages: filingPages(facts, lines, entered),
    labels: [
      ...caseLabels(facts, judgeShown),
      dateLabel('Order date', 'When was the order entered?', entered),
      dateLabel('Complaint filed', 'When was the complaint filed?', facts.filed),
      dateLabel('Hearing date', 'When is the hearing?', null),
      amountLabel(
        ...phrasing(
          random,
          ['Sanctions', 'What amount of sanctions was imposed?'],
          ['Sanction amount', 'How much must counsel pay in sanctions?'],
        ),
        sanction === null ? null : usd(sanction),
      ),
    ],
  }
}
