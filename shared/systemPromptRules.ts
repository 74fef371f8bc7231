// System prompts (ARCHITECTURE.md "System prompts"): the instructions the AI layer gives a model
// for each task, kept by superadmins as numbered versions of which one is active. Version 0 is
// the text built into the code. Pure, shared by the admin screen and the functions.

/** The tasks a model is given instructions for. */
export const SYSTEM_PROMPT_TASKS = ['associate', 'tableCell', 'draft', 'detailsProposal'] as const
export type SystemPromptTask = (typeof SYSTEM_PROMPT_TASKS)[number]

export const SYSTEM_PROMPT_TASK_LABELS: Record<SystemPromptTask, string> = {
  associate: 'Associate answer',
  tableCell: 'Review table cell',
  draft: 'Module draft',
  detailsProposal: 'Matter details proposal',
}

/** The version that is the text built into the code. */
export const BUILT_IN_VERSION = 0

export const SYSTEM_PROMPT_LIMITS = { text: 20_000, note: 200 } as const

export const SYSTEM_PROMPT_MESSAGES = {
  textRequired: 'Prompt text is required',
  textTooLong: `At most ${SYSTEM_PROMPT_LIMITS.text.toLocaleString('en-US')} characters`,
  noteTooLong: `A note is at most ${SYSTEM_PROMPT_LIMITS.note} characters`,
  unchanged: 'This is the active text already',
} as const

export type SystemPromptIssue = { path: 'text' | 'note'; message: string }

/** Checks a new version's text and note; the text keeps its inner spacing, trimmed at its ends. */
export function validateSystemPrompt(input: {
  text: string
  note?: string
}):
  | { ok: true; value: { text: string; note?: string } }
  | { ok: false; issues: SystemPromptIssue[] } {
  const issues: SystemPromptIssue[] = []
  const text = input.text.trim()
  const note = input.note?.trim() || undefined
  if (!text) issues.push({ path: 'text', message: SYSTEM_PROMPT_MESSAGES.textRequired })
  else if (text.length > SYSTEM_PROMPT_LIMITS.text) {
    issues.push({ path: 'text', message: SYSTEM_PROMPT_MESSAGES.textTooLong })
  }
  if (note && note.length > SYSTEM_PROMPT_LIMITS.note) {
    issues.push({ path: 'note', message: SYSTEM_PROMPT_MESSAGES.noteTooLong })
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: { text, note } }
}

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string }

/** The most lines a diff compares; beyond, the rest shows as removed and added whole. */
const DIFF_LINES_MAX = 2_000

/** A line diff from `before` to `after` (a longest common subsequence of lines). */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n').slice(0, DIFF_LINES_MAX)
  const b = after.split('\n').slice(0, DIFF_LINES_MAX)
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!)
    }
  }
  const lines: DiffLine[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! })
      i++
      j++
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) {
      lines.push({ kind: 'removed', text: a[i++]! })
    } else {
      lines.push({ kind: 'added', text: b[j++]! })
    }
  }
  while (i < a.length) lines.push({ kind: 'removed', text: a[i++]! })
  while (j < b.length) lines.push({ kind: 'added', text: b[j++]! })
  return lines
}
