// The plain-text members of a dossier: the engagement letter, the production log and an email.
import { joinNames } from './caption'
import { type DemoMatterText, DEMO_FIRM, individualDefendant, shortPartyName } from './types'

const encode = (text: string) => new TextEncoder().encode(text)

/** The client engagement letter as UTF-8 text with CRLF-free lines. */
export function engagementLetterTxt(matter: DemoMatterText): Uint8Array {
  const client = matter.plaintiffs[0] ?? 'Client'
  return encode(
    [
      DEMO_FIRM.name.toUpperCase(),
      ...DEMO_FIRM.address,
      '',
      'July 14, 2025',
      '',
      `PRIVILEGED AND CONFIDENTIAL`,
      '',
      `${client}`,
      'Attn: General Counsel',
      '',
      `Re: Engagement of ${DEMO_FIRM.name} - ${matter.name}`,
      '',
      'Dear Counsel:',
      '',
      `Thank you for selecting ${DEMO_FIRM.name} to represent ${client} in connection with claims against ${joinNames(matter.defendants)}. This letter sets out the scope of our engagement and the terms on which we will act.`,
      '',
      `1. Scope. We will investigate, prepare and prosecute a securities class action in the ${matter.court} (now ${matter.docketNumber}), including a motion for appointment as lead plaintiff. The engagement does not cover appeals or any other matter unless we agree in writing.`,
      '',
      '2. Fees. Our fees are contingent on recovery and subject to approval by the Court. We will advance the costs of the litigation, to be reimbursed only from any recovery.',
      '',
      `3. Staffing. ${DEMO_FIRM.partner} will lead the engagement, assisted by ${DEMO_FIRM.associate} and others as needed.`,
      '',
      '4. Documents. Please preserve all documents, including electronically stored information, concerning your purchases of the securities at issue.',
      '',
      `Summary of the claims as we understand them: ${matter.summary}`,
      '',
      'If these terms are acceptable, please sign below and return a copy to us.',
      '',
      'Very truly yours,',
      '',
      DEMO_FIRM.partner,
      '',
      `AGREED AND ACCEPTED: ${client}`,
      '',
      'By: ____________________________',
      '',
    ].join('\n'),
  )
}

/** One CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: string | number): string {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The defendants' production log as CSV with a header row and CRLF line ends (RFC 4180). */
export function productionLogCsv(matter: DemoMatterText): Uint8Array {
  const prefix = shortPartyName(matter.defendants[0] ?? 'DEF')
    .slice(0, 2)
    .toUpperCase()
  const custodians = [
    individualDefendant(matter),
    'Priya Raman',
    'Controller’s Office',
    'Tom Eckert',
  ]
  const rows: Array<Array<string | number>> = [
    [
      'Production',
      'Date produced',
      'Bates start',
      'Bates end',
      'Custodian',
      'Documents',
      'Pages',
      'Confidentiality',
      'Notes',
    ],
  ]
  let bates = 1
  for (let volume = 1; volume <= 8; volume += 1) {
    const documents = 40 + ((volume * 37) % 90)
    const pages = documents * (3 + (volume % 4))
    const custodian = custodians[volume % custodians.length] ?? 'Unknown'
    rows.push([
      `VOL${String(volume).padStart(3, '0')}`,
      `2025-${String(8 + Math.floor(volume / 4)).padStart(2, '0')}-${String(3 + volume * 3).padStart(2, '0')}`,
      `${prefix}-${String(bates).padStart(6, '0')}`,
      `${prefix}-${String(bates + pages - 1).padStart(6, '0')}`,
      custodian,
      documents,
      pages,
      volume % 3 === 0 ? 'Highly Confidential - Attorneys’ Eyes Only' : 'Confidential',
      volume === 5 ? 'Replaces VOL004, which was missing "family" attachments' : '',
    ])
    bates += pages
  }
  return encode(`${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`)
}

/** An internal email about the case as an RFC 822 message: ASCII headers, UTF-8 text body. */
export function emailEml(matter: DemoMatterText): Uint8Array {
  const deponent = individualDefendant(matter)
  const headers = [
    `From: ${DEMO_FIRM.partner} <${DEMO_FIRM.partnerEmail}>`,
    `To: ${DEMO_FIRM.associate} <${DEMO_FIRM.associateEmail}>`,
    `Subject: ${matter.name}: prep for the ${deponent} deposition`,
    'Date: Tue, 21 Oct 2025 08:42:17 -0400',
    `Message-ID: <demo-${matter.docketNumber.replace(/[^A-Za-z0-9]/g, '')}@halewhitmore.test>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ]
  const body = [
    'Marcus,',
    '',
    `The notice for ${deponent} went out yesterday (Case No. ${matter.docketNumber}). Before the prep session on Thursday, please:`,
    '',
    '  - pull every document in the production log that lists the deponent as custodian;',
    '  - build a chronology of the quarter-end shipments for the class period;',
    '  - flag anything in the answer that contradicts the restatement.',
    '',
    `Reminder of where we are: ${matter.summary}`,
    '',
    'Thanks,',
    DEMO_FIRM.partner,
  ]
  return encode(`${[...headers, '', ...body].join('\r\n')}\r\n`)
}
