// A reporter's synopsis naming the court below with its judge and its act (courtBelowSynopsis.ts).
// Every name and number is invented.
import { describe, expect, test } from 'vitest'
import { courtBelowInSynopsis } from './courtBelowSynopsis'
import { type GalleryCase, runGallery } from './gallery.harness'

const at = (text: string, court: string) => text.indexOf(court) + court.length

describe('the court below in a synopsis', () => {
  test('"…, Roe, J., entered …": the court the case came from', () => {
    const court = 'United States District Court for the District of Elm'
    const text = `Tenants sued the county. The ${court}, Jane Q. Roe, J., entered an injunction, and the county appealed. The Court of Appeals, Poe, Circuit Judge, held that the injunction stood.`
    expect(courtBelowInSynopsis(text, at(text, court))).toBe(true)
  })

  test('a docket number and a word split over the other column still read', () => {
    const court = 'Middle District of Elm'
    const text = `The United States District Court for the ${court}, No. 08-00123- § 1983.\nCV-T-N,  Ann  B.  Doe,  J.,  412\nF.Supp.2d  77,  dismissed  the complaint`
    expect(courtBelowInSynopsis(text, at(text, court))).toBe(true)
  })

  test('a trial court\'s own print says what its judge "held": left alone', () => {
    const court = 'United States District Court for the District of Elm'
    const text = `On remand, the ${court}, Roe, J., held that the center's care was inadequate and entered an injunction.`
    expect(courtBelowInSynopsis(text, at(text, court))).toBe(false)
  })

  test('a caption heading: left alone', () => {
    const court = 'UNITED STATES DISTRICT COURT FOR THE DISTRICT OF ELM'
    const text = `${court}\nJane ROE, Plaintiff,\nv.\nELM COUNTY, Defendant.\n`
    expect(courtBelowInSynopsis(text, at(text, court))).toBe(false)
  })
})

const CASES: GalleryCase[] = [
  {
    name: "an appellate print whose heading is misread: the synopsis's court below is not this court",
    pages: [
      `712  F.3d  301 \nUnited  States  Court  of Appeals, \nTenth  Cireuit. \nOAK  ADVOCACY  CENTER;  and  Jane  DOE,  Plaintiffs— \nAppellees, \nv. \nJohn  POE,  Director  of  the  Department  of  Health, \nin  his  official  capacity,  Defendants—Appellants. \nNo.  11—4455. \nArgued  and  Submitted  May  1,  2012. \nFiled  June  6,  2012. \nAdvocates  sued  state  officials,  contending  that  delays  by \nthe  state  hospital  in  admitting  patients  violated  their \nrights.  The  United  States  District \nCourt  for  the  District  of  Utah,  Jane  Q.  Roe,  J.,  entered  an  injunction \nrequiring  prompt  admission,  and  officials \nappealed.  The  Court  of  Appeals,  Smith,  Circuit  Judge,  held  that:  (1) \nthe  delays  were  unlawful. \nAffirmed. \n`,
    ],
    court: null,
  },
]

runGallery('courts: the court below in a synopsis', CASES)
