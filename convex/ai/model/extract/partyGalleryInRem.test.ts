// The caption gallery, property sued in rem: forfeiture and condemnation captions whose defendant
// is the property itself, its description one name however many commas it holds ("REAL PROPERTY
// LOCATED AT 12 ELM ROAD, DALE, OHIO, WITH ALL APPURTENANCES AND IMPROVEMENTS THEREON"), in two
// columns with ")" separators, in one column and as OCR spaces them. Invented names and figures.
import { describe, expect, test } from 'vitest'
import { type GalleryCase, runGallery } from './gallery.harness'
import { inRemLead, propertyName } from './inRemCaption'
import { isInRemProperty } from './inRemProperty'
import { partyNames } from './partyNames'

const CASES: GalleryCase[] = [
  {
    name: 'real property with its appurtenances, two columns with ")" separators',
    pages: [
      `                 IN THE UNITED STATES DISTRICT COURT
                  FOR THE NORTHERN DISTRICT OF OHIO
                          EASTERN DIVISION

UNITED STATES OF AMERICA,          )
                                   )   CASE NO. 1:24-cv-01234
          Plaintiff,               )
                                   )
     v.                            )
                                   )
REAL PROPERTY LOCATED AT 12 ELM    )
ROAD, DALE, OHIO, WITH ALL         )
APPURTENANCES AND IMPROVEMENTS     )
THEREON,                           )
                                   )
          Defendant.               )

              VERIFIED COMPLAINT FOR FORFEITURE IN REM`,
    ],
    plaintiffs: ['United States of America'],
    defendants: [
      'Real Property Located at 12 Elm Road, Dale, Ohio, with All Appurtenances and Improvements Thereon',
    ],
  },
  {
    name: 'United States currency, one column',
    pages: [
      `UNITED STATES DISTRICT COURT
DISTRICT OF NEVADA

UNITED STATES OF AMERICA,
Plaintiff,
v.
$48,210.00 IN UNITED STATES CURRENCY,
Defendant.

Case No. 2:25-cv-00456

DEFAULT JUDGMENT OF FORFEITURE`,
    ],
    plaintiffs: ['United States of America'],
    defendants: ['$48,210.00 in United States Currency'],
  },
  {
    name: 'condemnation of land and its owners',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT FOR THE SOUTHERN DISTRICT OF OHIO

UNITED STATES OF AMERICA,
Plaintiff,
v.
1.5 ACRES OF LAND, MORE OR LESS, SITUATE IN ELM COUNTY, STATE OF OHIO, AND JOHN ROE, et al.,
Defendants.

Civil Action No. 2:23-cv-7777

ORDER ON JUST COMPENSATION`,
    ],
    plaintiffs: ['United States of America'],
    defendants: [
      '1.5 Acres of Land, More or Less, Situate in Elm County, State of Ohio',
      'John Roe',
    ],
  },
  {
    name: 'real property known as an address, OCR spacing and a claimant after it',
    pages: [
      `UNITED  STATES  DISTRICT  COURT
WESTERN  DISTRICT  OF  TEXAS
PINE  DIVISION

UNITED  STATES  OF  AMERICA ,
                Plaintiff ,
   v.                                       Civil  No.  5:22-cv-00318
REAL  PROPERTY  KNOWN  AS  45  OAK  LANE,
PINE,  TEXAS,  TOGETHER  WITH  ALL
IMPROVEMENTS  THEREON,  and  MARIA  POE,
                Defendants .

ORDER`,
    ],
    plaintiffs: ['United States of America'],
    defendants: [
      'Real Property Known as 45 Oak Lane, Pine, Texas, Together with All Improvements Thereon',
      'Maria Poe',
    ],
  },
  {
    name: 'funds on deposit, defendant in rem',
    pages: [
      `UNITED STATES DISTRICT COURT
EASTERN DISTRICT OF MICHIGAN

UNITED STATES OF AMERICA,

     Plaintiff,                          Case No. 4:24-cv-11002

v.                                       Hon. Carla M. Dorn

ALL FUNDS ON DEPOSIT IN ACCOUNT NO. 5521 AT
LAKESHORE SAVINGS BANK, HELD IN THE NAME OF
ELMWOOD TRADING, LLC,

     Defendant in rem.

OPINION AND ORDER`,
    ],
    plaintiffs: ['United States of America'],
    defendants: [
      'All Funds on Deposit in Account No. 5521 at Lakeshore Savings Bank, Held in the Name of Elmwood Trading, LLC',
    ],
  },
  {
    name: 'a vehicle by its VIN, with its accessories',
    pages: [
      `IN THE UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF KANSAS

UNITED STATES OF AMERICA,
                    Plaintiff,
          v.                                   Case No. 24-1104-EFM
ONE 2021 CHEVROLET SILVERADO PICKUP,
VIN 1GCUYDED0MZ000000, WITH ALL
ACCESSORIES AND ATTACHMENTS THEREON,
                    Defendant.

MEMORANDUM AND ORDER`,
    ],
    plaintiffs: ['United States of America'],
    defendants: [
      'One 2021 Chevrolet Silverado Pickup, VIN 1GCUYDED0MZ000000, with All Accessories and Attachments Thereon',
    ],
  },
]

runGallery('party gallery: property sued in rem', CASES)

describe('inRemLead', () => {
  test('the description runs to its "thereon"; what follows is the next party', () => {
    expect(
      inRemLead(
        'REAL PROPERTY LOCATED AT 9 BIRCH WAY, ELM, IOWA, WITH ALL APPURTENANCES THEREON, AND JANE ROE',
      ),
    ).toEqual({
      lead: 'REAL PROPERTY LOCATED AT 9 BIRCH WAY, ELM, IOWA, WITH ALL APPURTENANCES THEREON',
      rest: 'JANE ROE',
    })
  })
  test('", and all …" goes on describing the property', () => {
    expect(
      inRemLead('$9,100.00 IN U.S. CURRENCY, AND ALL INTEREST ACCRUED, Defendant in rem.')?.lead,
    ).toBe('$9,100.00 IN U.S. CURRENCY, AND ALL INTEREST ACCRUED')
  })
  test('a ")" column beside the description is no part of it', () => {
    expect(inRemLead('3 ACRES OF LAND,   )\nMORE OR LESS   )')?.lead).toBe(
      '3 ACRES OF LAND, MORE OR LESS',
    )
  })
  test('a title\'s "et al" after the property ends it', () => {
    expect(
      inRemLead('2 Acres of Land, More or Less, Situate in Pike County, State of Ohio et al'),
    ).toEqual({
      lead: '2 Acres of Land, More or Less, Situate in Pike County, State of Ohio',
      rest: '',
    })
  })
  test('a serial number keeps its letters as printed; an ordinal is recased', () => {
    expect(propertyName('ONE 2020 FORD F-150, VIN 1FTEW1E50LFA00000')).toBe(
      'One 2020 Ford F-150, Vin 1FTEW1E50LFA00000',
    )
    expect(propertyName('REAL PROPERTY LOCATED AT 9 21ST STREET, ELM, IOWA')).toBe(
      'Real Property Located at 9 21st Street, Elm, Iowa',
    )
  })
  test('a block that opens on a person is no property', () => {
    expect(inRemLead('JOHN ROE, 12 ELM ROAD, DALE, OHIO')).toBeNull()
    expect(inRemLead('ELM PLAZA ASSOCIATES, LLC, et al.')).toBeNull()
  })
  test('a measure of land keeps its figure', () => {
    expect(propertyName('2.75 ACRES OF LAND, MORE OR LESS').toLowerCase()).toBe(
      '2.75 acres of land, more or less',
    )
    expect(isInRemProperty('12.5 Acres of Land')).toBe(true)
    expect(isInRemProperty('12 Acres Farm Supply, Inc.')).toBe(false)
  })
  test('names after the property are read as any list', () => {
    const names = partyNames(
      '4.2 ACRES OF LAND, MORE OR LESS, SITUATE IN DALE COUNTY; ANNA POE; and CARL DOE',
    ).map((name) => name.toLowerCase())
    expect(names).toEqual([
      '4.2 acres of land, more or less, situate in dale county',
      'anna poe',
      'carl doe',
    ])
  })
})
