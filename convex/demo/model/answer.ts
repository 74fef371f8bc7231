// The defendants' answer to the complaint: caption, paragraph-by-paragraph responses,
// affirmative defenses and defence counsel's signature.
import { drawCaption, joinNames } from './caption'
import { PdfWriter } from './pdfWriter'
import { signatureBlock } from './signature'
import { type DemoMatterText, DEMO_FIRM, shortPartyName } from './types'

const ORDINALS = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH']

const DEFENSES = [
  'The Complaint fails to state a claim upon which relief can be granted.',
  'The statements alleged to be false or misleading were forward-looking statements accompanied by meaningful cautionary language and are protected by the statutory safe harbour.',
  'Any losses suffered by Plaintiff or members of the putative class were caused by factors other than the alleged misstatements or omissions, including market-wide and industry-wide conditions.',
  'Defendants acted at all times in good faith and did not act with the requisite scienter.',
  'Plaintiff’s claims are barred, in whole or in part, by the applicable statutes of limitations and repose.',
  'Plaintiff and the members of the putative class would have purchased the securities even with full knowledge of the facts allegedly misrepresented or omitted.',
  'Defendants reserve the right to assert further defenses as they become known through discovery.',
]

/** The answer as PDF bytes (two or more pages, text extractable). */
export async function answerPdf(matter: DemoMatterText): Promise<Uint8Array> {
  const writer = await PdfWriter.create(
    `Answer and Affirmative Defenses, ${matter.name}`,
    `Answer and Affirmative Defenses, Case No. ${matter.docketNumber}`,
  )
  drawCaption(writer, matter, ['ANSWER AND AFFIRMATIVE', 'DEFENSES'])
  const company = shortPartyName(matter.defendants[0] ?? 'Defendant')

  writer.text(
    `Defendants ${joinNames(matter.defendants)} (together, “Defendants”), by their undersigned counsel, answer the Class Action Complaint (the “Complaint”) as follows. Except as expressly admitted below, Defendants deny each and every allegation of the Complaint, including any allegations contained in its headings.`,
    { firstLineIndent: 72, lineHeight: 24, after: 4 },
  )

  writer.heading('RESPONSES TO THE NUMBERED ALLEGATIONS')
  const responses = [
    `Deny the allegations of paragraph 1, except admit that Plaintiff purports to bring this action on behalf of a putative class of purchasers of ${company} securities.`,
    'Deny the allegations of paragraph 2.',
    `Deny the allegations of paragraph 3, except admit that ${company} recognised revenue in accordance with its stated accounting policies and respectfully refer the Court to its public filings for their complete contents.`,
    'Deny the allegations of paragraph 4, except admit that the trading price of the Company’s common stock declined on the last day of the alleged Class Period.',
    'Paragraphs 5 through 7 state legal conclusions to which no response is required. To the extent a response is required, Defendants do not contest subject-matter jurisdiction or venue in this District.',
    'Lack knowledge or information sufficient to form a belief about the truth of the allegations of paragraph 8 concerning Plaintiff’s purchases, and therefore deny them.',
    'Admit the allegations of the paragraphs describing the Company’s state of incorporation, principal executive offices and listing, and otherwise deny them.',
    'Deny the class action allegations and deny that this action may properly be maintained as a class action.',
    'Deny each of the substantive allegations, and respectfully refer the Court to the documents quoted or characterised therein for their complete and accurate contents.',
    'Deny each allegation of every count, and deny that Plaintiff or any member of the putative class is entitled to any relief.',
  ]
  responses.forEach((response, index) => writer.numbered(`${index + 1}.`, response))

  writer.heading('AFFIRMATIVE DEFENSES')
  writer.text(
    'Without assuming any burden of proof that they would not otherwise bear, Defendants assert the following defenses:',
    { firstLineIndent: 72, lineHeight: 24, after: 6 },
  )
  DEFENSES.forEach((defense, index) => {
    writer.ensure(72)
    writer.text(`${ORDINALS[index] ?? index + 1} AFFIRMATIVE DEFENSE`, {
      font: writer.fonts.bold,
      align: 'center',
      lineHeight: 18,
    })
    writer.text(defense, { firstLineIndent: 72, lineHeight: 24, after: 4 })
  })

  writer.heading('PRAYER FOR RELIEF')
  writer.text(
    'WHEREFORE, Defendants respectfully request that the Court dismiss the Complaint with prejudice, deny class certification, enter judgment in their favour, award them their costs and attorneys’ fees, and grant such other relief as the Court deems just and proper.',
    { firstLineIndent: 72, lineHeight: 24, after: 12 },
  )

  signatureBlock(writer, {
    dated: 'October 14, 2025',
    firm: DEMO_FIRM.opposingFirm,
    signer: DEMO_FIRM.opposingCounsel,
    others: [],
    address: [...DEMO_FIRM.opposingAddress, DEMO_FIRM.opposingEmail],
    role: `Counsel for Defendants ${joinNames(matter.defendants)}`,
  })
  return await writer.finish()
}
