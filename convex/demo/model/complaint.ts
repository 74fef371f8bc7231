// A class-action complaint for a matter: caption, numbered allegations, counts, prayer, jury
// demand and signature block, real text in Times-Roman over several pages.
import { drawCaption, joinNames } from './caption'
import { PdfWriter } from './pdfWriter'
import { signatureBlock } from './signature'
import {
  type DemoMatterText,
  DEMO_FIRM,
  claimsOf,
  individualDefendant,
  shortPartyName,
} from './types'

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII']

/** The complaint as PDF bytes (several pages, text extractable). */
export async function complaintPdf(matter: DemoMatterText): Promise<Uint8Array> {
  const writer = await PdfWriter.create(
    `Class Action Complaint, ${matter.name}`,
    `Class Action Complaint, Case No. ${matter.docketNumber}`,
  )
  drawCaption(writer, matter, ['CLASS ACTION COMPLAINT'], ['', 'JURY TRIAL DEMANDED'])

  const many = matter.plaintiffs.length > 1
  const plaintiff = many ? 'Plaintiffs' : 'Plaintiff'
  const s = many ? '' : 's'
  const company = matter.defendants[0] ?? 'Defendant'
  const companyShort = shortPartyName(company)
  const individual = individualDefendant(matter)
  const period = matter.classPeriod ?? 'the period set out in this Complaint'
  const claims = claimsOf(matter)
  let number = 0
  const allege = (text: string) => writer.numbered(`${(number += 1)}.`, text)

  writer.text(
    `${joinNames(matter.plaintiffs)} (“${plaintiff}”), by ${many ? 'their' : 'its'} undersigned attorneys, allege${s} the following upon personal knowledge as to ${many ? 'themselves' : 'itself'} and upon information and belief as to all other matters, based on the investigation of counsel, which included a review of public filings, analyst reports, press releases and interviews with former employees of ${company.replace(/\.$/, '')}.`,
    { firstLineIndent: 72, lineHeight: 24, after: 4 },
  )

  writer.heading('NATURE OF THE ACTION')
  allege(
    `This is a class action on behalf of all persons and entities who purchased or otherwise acquired the publicly traded securities of ${company} (“${companyShort}” or the “Company”) during the period ${period} (the “Class Period”), and who were damaged thereby.`,
  )
  allege(`${matter.summary} ${plaintiff} assert${s} claims for ${joinNames(claims)}.`)
  allege(
    `Throughout the Class Period, Defendants told investors that ${companyShort}’s reported revenue reflected completed sales to paying customers. In truth, a material portion of that revenue was recognised before delivery, under side letters that gave customers the right to return goods without penalty.`,
  )
  allege(
    `When the truth emerged at the end of the Class Period, the price of ${companyShort} securities fell sharply, erasing hundreds of millions of dollars of market value and causing ${plaintiff} and the other members of the Class to suffer significant losses.`,
  )

  writer.heading('JURISDICTION AND VENUE')
  allege(
    'This Court has jurisdiction over the subject matter of this action pursuant to 28 U.S.C. § 1331 and Section 27 of the Securities Exchange Act of 1934 (the “Exchange Act”), 15 U.S.C. § 78aa.',
  )
  allege(
    `Venue is proper in the ${matter.court} pursuant to 28 U.S.C. § 1391(b) because ${companyShort} maintains its principal executive offices in this District and many of the acts giving rise to the violations alleged herein occurred here.`,
  )
  allege(
    'In connection with the acts alleged in this Complaint, Defendants used the means and instrumentalities of interstate commerce, including the mails, interstate telephone communications and the facilities of a national securities exchange.',
  )

  writer.heading('PARTIES')
  for (const name of matter.plaintiffs) {
    allege(
      `Plaintiff ${name} purchased ${companyShort} securities at artificially inflated prices during the Class Period, as set forth in the certification attached hereto, and was damaged upon the revelation of the alleged corrective disclosures.`,
    )
  }
  for (const name of matter.defendants) {
    allege(
      name === company
        ? `Defendant ${name} is a Delaware corporation with its principal executive offices in New York, New York. Its common stock trades on the NASDAQ Global Select Market.`
        : `Defendant ${name} served at all relevant times as an officer of ${companyShort}, signed its quarterly and annual reports, and spoke for the Company on its earnings calls. ${name} is referred to below as an “Individual Defendant.”`,
    )
  }

  writer.heading('CLASS ACTION ALLEGATIONS')
  allege(
    `${plaintiff} bring${s} this action as a class action pursuant to Rules 23(a) and 23(b)(3) of the Federal Rules of Civil Procedure on behalf of all persons and entities who purchased or otherwise acquired ${companyShort} securities during the Class Period, ${period}, and were damaged thereby (the “Class”). Excluded from the Class are Defendants, their officers and directors, and their immediate families.`,
  )
  allege(
    `The members of the Class are so numerous that joinder of all members is impracticable. During the Class Period, ${companyShort} had more than 140 million shares outstanding, held by thousands of record and beneficial owners.`,
  )
  allege(
    'Common questions of law and fact predominate, including whether Defendants’ statements were materially false or misleading, whether Defendants acted with scienter, and the proper measure of damages.',
  )
  allege(
    `${plaintiff}’s claims are typical of the claims of the Class, and ${plaintiff} will fairly and adequately protect the interests of the Class. ${plaintiff} ${many ? 'have' : 'has'} retained counsel experienced in class and securities litigation.`,
  )
  allege(
    'A class action is superior to all other available methods for the fair and efficient adjudication of this controversy, since joinder of all members is impracticable and the damages suffered by individual members may be relatively small.',
  )

  writer.heading('SUBSTANTIVE ALLEGATIONS')
  const quarters = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth']
  quarters.forEach((ordinal, index) => {
    allege(
      `In the ${ordinal} quarter of the Class Period, ${companyShort} reported revenue growth of ${14 + index * 3} percent. ${individual} attributed the growth to “durable demand from our largest distribution partners.” That statement was false: former employees describe quarter-end shipments to partners who had not ordered the goods and who returned them in the following quarter.`,
    )
  })
  allege(
    `On the last day of the Class Period, ${companyShort} announced that its audit committee had concluded that previously issued financial statements should no longer be relied upon, and that revenue for the affected quarters would be restated. The price of ${companyShort} common stock fell 38 percent that day on unusually heavy volume.`,
  )

  claims.forEach((claim, index) => {
    writer.heading(`COUNT ${ROMAN[index] ?? index + 1}`)
    writer.text(claim, { align: 'center', font: writer.fonts.bold, lineHeight: 16 })
    writer.text(index === 0 ? '(Against All Defendants)' : '(Against the Individual Defendants)', {
      align: 'center',
      lineHeight: 16,
      after: 10,
    })
    allege(
      `${plaintiff} repeat${s} and reallege${s} each and every allegation contained above as if fully set forth herein.`,
    )
    allege(
      `By reason of the conduct alleged above, Defendants are liable to ${plaintiff} and the Class under this Count (${claim}). As a direct and proximate result of their wrongful conduct, ${plaintiff} and the other members of the Class suffered damages in connection with their purchases of ${companyShort} securities during the Class Period.`,
    )
  })

  writer.heading('PRAYER FOR RELIEF')
  writer.text(`WHEREFORE, ${plaintiff} pray${s} for relief and judgment as follows:`, {
    firstLineIndent: 72,
    lineHeight: 24,
  })
  const prayers = [
    `Determining that this action is a proper class action under Rule 23 of the Federal Rules of Civil Procedure, certifying ${plaintiff} as Class representative and ${DEMO_FIRM.name} as Class counsel;`,
    `Awarding compensatory damages in favour of ${plaintiff} and the other members of the Class against all Defendants, jointly and severally, in an amount to be proven at trial, including interest thereon;`,
    `Awarding ${plaintiff} and the Class their reasonable costs and expenses incurred in this action, including counsel fees and expert fees; and`,
    'Such other and further relief as the Court may deem just and proper.',
  ]
  prayers.forEach((prayer, index) =>
    writer.text(prayer, {
      label: `(${String.fromCharCode(97 + index)})`,
      indent: 36,
      firstLineIndent: 36,
      lineHeight: 24,
    }),
  )

  writer.heading('DEMAND FOR JURY TRIAL')
  writer.text(`${plaintiff} hereby demand${s} a trial by jury on all claims so triable.`, {
    firstLineIndent: 72,
    lineHeight: 24,
    after: 12,
  })

  signatureBlock(writer, {
    dated: 'September 2, 2025',
    firm: DEMO_FIRM.name,
    signer: DEMO_FIRM.partner,
    others: [DEMO_FIRM.associate],
    address: [...DEMO_FIRM.address, `Tel.: ${DEMO_FIRM.phone}`, DEMO_FIRM.partnerEmail],
    role: `Counsel for ${plaintiff} ${joinNames(matter.plaintiffs)} and the Proposed Class`,
  })
  return await writer.finish()
}
