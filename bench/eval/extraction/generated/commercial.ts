// Generated commercial papers: service agreements, settlement agreements and invoices, with the
// labels their facts give. Agreements name no court unless a forum clause or a pending action does.
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
import { type CaseFacts } from './caseFacts'
import { COURTS } from './courtSpecs'
import {
  fieldStyle,
  grouped,
  moneyStyle,
  proseStyle,
  roundAmount,
  writeDate,
  writeDollars,
} from './formats'
import { paginate } from './pages'
import { para } from './pleadings'
import { type Random, addDays, chance, dateBetween, int, pick, phrasing } from './random'
import { companyName, personName, shortName } from './vocabulary'

/** A services agreement: effective date, term, fees, and sometimes a forum clause naming a court. */
export function servicesAgreement(random: Random, id: string): LabelledDocument {
  const provider = companyName(random)
  const client = companyName(random)
  const effective = dateBetween(random, '2019-01-01', '2025-06-30')
  const expires = chance(random, 0.6) ? addDays(effective, int(random, 360, 1100)) : null
  const monthly = int(random, 4, 90) * 500
  const total = chance(random, 0.5) ? monthly * int(random, 12, 36) : null
  const forum = chance(random, 0.4)
    ? pick(
        random,
        COURTS.filter((court) => court.federal),
      )
    : null
  const lines = [
    pick(random, [
      'MASTER SERVICES AGREEMENT',
      'PROFESSIONAL SERVICES AGREEMENT',
      'CONSULTING AGREEMENT',
    ]),
    '',
  ]
  lines.push(
    ...para(
      `This Agreement is entered into as of ${writeDate(effective, proseStyle(random))} (the "Effective Date") by and between ${provider}, a Delaware corporation ("Provider"), and ${client} ("Client").`,
    ),
  )
  lines.push(
    ...para(
      `Fees. Client shall pay Provider a fee of ${writeDollars(monthly, 'plain')} per month for the Services${total === null ? '' : `, for a total contract price of ${writeDollars(total, moneyStyle(random))} over the Initial Term`}.`,
      1,
    ),
  )
  lines.push(
    ...para(
      expires === null
        ? "Term. This Agreement continues until terminated by either party on ninety (90) days' written notice."
        : `Term. This Agreement commences on the Effective Date and expires on ${writeDate(expires, proseStyle(random))}, unless renewed in writing.`,
      2,
    ),
  )
  lines.push(
    ...para(
      `Late Payment. Invoices unpaid after thirty (30) days bear interest at 1.5% per month, and Client shall reimburse collection costs up to ${writeDollars(int(random, 1, 9) * 1000, 'plain')}.`,
      3,
    ),
  )
  lines.push(
    ...para(
      forum
        ? `Governing Law; Forum. This Agreement is governed by the laws of the State of New York, and each party submits to the exclusive jurisdiction of the ${forum.canonical}.`
        : 'Governing Law. This Agreement is governed by the laws of the State of New York, and any dispute shall be resolved in the state or federal courts located in New York County.',
      4,
    ),
  )
  lines.push(
    '',
    'IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.',
    '',
    `${provider.toUpperCase()}          ${client.toUpperCase()}`,
    `By: ${personName(random, false)}          By: ${personName(random, false)}`,
  )
  return {
    id,
    kind: 'services agreement',
    source: 'generated',
    pages: paginate(lines, 40),
    labels: [
      courtLabel(forum?.canonical ?? null),
      docketLabel(null),
      judgeLabel(null),
      ...partyLabels(null, null),
      dateLabel('Effective date', 'What is the effective date of the agreement?', effective),
      dateLabel(
        ...phrasing(
          random,
          ['Expiration date', 'When does the agreement expire?'],
          ['Term end', 'On what date does the term expire?'],
        ),
        expires,
      ),
      amountLabel('Monthly fee', 'What is the fee per month?', usd(monthly)),
      amountLabel(
        'Contract price',
        'What is the total contract price?',
        total === null ? null : usd(total),
      ),
      amountLabel('Settlement amount', 'What is the settlement amount?', null),
    ],
  }
}

/** A settlement agreement resolving the case: amount, fees share, payment date, parties. */
export function settlementAgreement(
  random: Random,
  facts: CaseFacts,
  id: string,
): LabelledDocument {
  const signed = addDays(facts.filed, int(random, 120, 600))
  const amount = roundAmount(random)
  const fees = Math.round(amount * pick(random, [0.25, 0.3, 1 / 3]) * 100) / 100
  const due = chance(random, 0.5) ? addDays(signed, int(random, 14, 45)) : null
  const plaintiff = facts.plaintiffs[0]!
  const defendant = facts.defendants[0]!
  const lines = [
    pick(random, ['SETTLEMENT AGREEMENT AND GENERAL RELEASE', 'CONFIDENTIAL SETTLEMENT AGREEMENT']),
    '',
  ]
  lines.push(
    ...para(
      `This Settlement Agreement (the "Agreement") is made and entered into as of ${writeDate(signed, proseStyle(random))}, by and between ${plaintiff} ("Plaintiff") and ${defendant} ("Defendant").`,
    ),
  )
  lines.push(
    ...para(
      `WHEREAS, Plaintiff commenced an action against Defendant captioned ${shortName(plaintiff)} v. ${defendant}, ${facts.docket.printed}, pending in the ${facts.court.canonical} (the "Action");`,
    ),
  )
  lines.push(
    ...para(
      `Payment. Defendant shall pay the sum of ${writeDollars(amount, pick(random, ['words', 'cents', 'plain'] as const))} (the "Settlement Amount")${due === null ? ' within thirty (30) days after the Action is dismissed' : ` on or before ${writeDate(due, proseStyle(random))}`}.`,
      1,
    ),
  )
  lines.push(
    ...para(
      `Allocation. Of the Settlement Amount, $${grouped(fees, true)} shall be paid to Plaintiff's counsel for attorneys' fees and costs, and the balance to Plaintiff.`,
      2,
    ),
  )
  lines.push(
    ...para(
      'Dismissal. Within five (5) business days after payment, the parties shall file a stipulation of dismissal with prejudice.',
      3,
    ),
  )
  lines.push(
    '',
    `${plaintiff.toUpperCase()}          ${defendant.toUpperCase()}`,
    `__________________          By: ${personName(random, false)}`,
  )
  return {
    id,
    kind: 'settlement agreement',
    source: 'generated',
    pages: paginate(lines, 40),
    labels: [
      courtLabel(facts.court.canonical),
      docketLabel(facts.docket.value),
      judgeLabel(null),
      ...partyLabels([plaintiff], [defendant]),
      amountLabel(
        ...phrasing(
          random,
          ['Settlement amount', 'What is the settlement amount?'],
          ['Settlement payment', 'How much will the defendant pay?'],
        ),
        usd(amount),
      ),
      amountLabel('Attorneys fees', "How much is paid to plaintiff's counsel for fees?", usd(fees)),
      dateLabel('Agreement date', 'What is the date of the agreement?', signed),
      dateLabel('Payment due', 'When is the settlement payment due?', due),
    ],
  }
}

/** A law firm's invoice for the case. */
export function invoice(random: Random, facts: CaseFacts, id: string): LabelledDocument {
  const issued = addDays(facts.filed, int(random, 30, 700))
  const due = addDays(issued, pick(random, [15, 30, 45]))
  const rows = Array.from({ length: int(random, 3, 6) }, (_, i) => ({
    date: addDays(issued, -int(random, 3, 28) + i),
    hours: int(random, 2, 40) / 4,
    rate: pick(random, [450, 575, 695, 850]),
  }))
  const fees = rows.reduce((sum, row) => sum + row.hours * row.rate, 0)
  const costs = int(random, 1000, 90000) / 100
  const total = Math.round((fees + costs) * 100) / 100
  const matterLine = chance(random, 0.6)
  const lines = [
    `${companyName(random).toUpperCase()} LEGAL SERVICES`,
    '',
    'INVOICE',
    `Invoice No.:    ${int(random, 2019, 2025)}-${int(random, 100, 999)}`,
    `Invoice Date:   ${writeDate(issued, fieldStyle(random))}`,
    `Due Date:       ${writeDate(due, fieldStyle(random))}`,
  ]
  if (matterLine)
    lines.push(
      `Matter:         ${shortName(facts.plaintiffs[0]!)} v. ${shortName(facts.defendants[0]!)} (litigation)`,
    )
  lines.push('', 'Date         Hours   Rate      Amount')
  for (const row of rows)
    lines.push(
      `${writeDate(row.date, 'slash')}   ${row.hours.toFixed(2)}   $${row.rate}   $${grouped(row.hours * row.rate, true)}`,
    )
  lines.push(
    '',
    `Professional fees                         $${grouped(fees, true)}`,
    `Costs and disbursements                   $${grouped(costs, true)}`,
    `TOTAL AMOUNT DUE                          $${grouped(total, true)}`,
    '',
    'Payment is due within the period stated above.',
  )
  return {
    id,
    kind: 'invoice',
    source: 'generated',
    pages: paginate(lines, 44),
    labels: [
      courtLabel(null),
      docketLabel(null),
      judgeLabel(null),
      ...partyLabels(
        matterLine ? [shortName(facts.plaintiffs[0]!)] : null,
        matterLine ? [shortName(facts.defendants[0]!)] : null,
      ),
      amountLabel(
        ...phrasing(
          random,
          ['Total due', 'What is the total amount due?'],
          ['Amount due', 'How much is due on this invoice?'],
        ),
        usd(total),
      ),
      amountLabel('Costs', 'How much are the costs and disbursements?', usd(costs)),
      dateLabel('Invoice date', 'What is the invoice date?', issued),
      dateLabel('Due date', 'When is payment due?', due),
    ],
  }
}
