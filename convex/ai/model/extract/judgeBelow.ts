// A judge a paper names as the one whose order was appealed: "an effort to appeal from Judge
// Doe's order", "plaintiff appeals from Magistrate Judge Roe's ruling", "defendants appealed from
// the Honorable Jane Roe's judgment". That judge decided below (a court below, or a magistrate
// judge whose order the district judge reviews): wherever else the paper names them, they are
// not the judge of the paper, whose own author line or signature says who is. Pure.
import { judgeKey } from './compare'
import type { JudgeMention } from './judges'

const APPEALED_FROM =
  /\bappeal(?:ed|s|ing)?\s+(?:from|of)\s+(?:the\s+)?(?:(?:Hon(?:orable|\.)?|HON(?:ORABLE|\.)?)\s+)?(?:(?:Chief|Senior|District|Magistrate|Circuit|Bankruptcy|United\s+States|U\.\s?S\.)\s+)*(?:Judge|JUDGE|Justice|JUSTICE)?\s*(?:[A-Z][\w.'’-]*\s+){0,3}(?<surname>(?:Mc|Mac|O['’])?[A-Z][A-Za-z'’-]+)['’]s\s+(?:[\w-]+\s+){0,3}?(?:order|ruling|decision|judgment|opinion|denial|dismissal|injunction)\b/g

/** The surnames (judgeKey's last word) of judges whose order the text says was appealed. */
export function appealedFromSurnames(text: string): Set<string> {
  const found = new Set<string>()
  for (const match of text.matchAll(APPEALED_FROM)) {
    const surname = judgeKey(match.groups!.surname!).split(' ').pop()
    if (surname) found.add(surname)
  }
  return found
}

/**
 * Whether a mention names a judge the text says an appeal was taken from. The paper's own author
 * line or signature is its judge, whatever the text says of an earlier appeal.
 */
export function appealedFromJudge(text: string, mention: JudgeMention): boolean {
  if (mention.form === 'author' || mention.form === 'signature') return false
  const surname = judgeKey(mention.value).split(' ').pop() ?? ''
  return surname !== '' && appealedFromSurnames(text).has(surname)
}
