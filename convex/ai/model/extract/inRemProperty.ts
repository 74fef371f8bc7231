// The property an action in rem sues, named as its party (a forfeiture's defendant): "Real
// Property Located at 12 Elm Road, Dale, Ohio", "$12,400 in United States Currency", "One 2019
// Ford F-150", "All Funds on Deposit in Account No. 1234 at Elm Bank". Its address, figures and
// place names, which would make another name doubtful, are the property's name. A condemnation sues
// land by its measure: "1.5 Acres of Land, More or Less, Situate in Elm County".
const IN_REM_PROPERTY =
  /^(?:(?:The|THE)\s+)?(?:(?:Real|REAL)\s+(?:Property|PROPERTY|Estate|ESTATE)|(?:Premises|PREMISES))\s+(?:(?:Located|LOCATED|Known|KNOWN|Commonly|COMMONLY|Situated|SITUATED|Described|DESCRIBED)\b|(?:at|AT)\s+\d)|^(?:(?:Approximately|APPROXIMATELY)\s+)?\$\s?\d[\d,]*(?:\.\d{2})?\s+(?:(?:in|IN)\s+)?(?:U\.?\s?S\.?|United\s+States|UNITED\s+STATES)\s+(?:Currency|CURRENCY)\b|^(?:One|ONE|Two|TWO|Three|THREE|\d{1,2})\s+(?:\(\d{1,2}\)\s+)?(?:19|20)\d{2}\s+\p{Lu}[\p{L}-]+\s+\S|^(?:All|ALL)\s+(?:Funds|FUNDS|Monies|MONIES|Assets|ASSETS)\s+(?:on|ON|in|IN|Held|HELD)\b|^(?:(?:Approximately|APPROXIMATELY)\s+)?\d[\d,]*(?:\.\d+)?\s+(?:Acres|ACRES|Acre|ACRE)\s+(?:of|OF)\s+(?:Land|LAND)\b/u

/** Whether the name is the property an action in rem sues. */
export function isInRemProperty(name: string): boolean {
  return IN_REM_PROPERTY.test(name.trim())
}
