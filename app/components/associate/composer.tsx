import { useQuery } from '@tanstack/react-query'
import { ArrowUp } from 'lucide-react'
import { useRef, useState } from 'react'
import { PromptPicker, PromptPickerButton } from '@/components/prompts/prompt-picker'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { getErrorMessage } from '@/lib/errors'
import { type Thread, type ThreadScope, useAskMutation } from '@/queries/associate'
import { tableQueries } from '@/queries/tables'
import type { Id } from '@convex/_generated/dataModel'
import { QUESTION_MAX } from '@shared/associateValidators'

const MATTER = 'matter'
const SELECTION = 'selection'

function scopeValue(scope: ThreadScope | undefined) {
  if (!scope || scope.kind === 'matter') return MATTER
  return scope.kind === 'table' ? `table:${scope.tableId}` : SELECTION
}

type ComposerProps = {
  projectId: Id<'projects'>
  /** The matter's parties, offered for a prompt's {{party}}. */
  parties: string[]
  thread: Thread | null
  /** A question to start from (a suggestion clicked). */
  draft: string
  onDraftChange: (text: string) => void
  onAsked: (threadId: Id<'threads'>) => void
  busy: boolean
}

/** The question box and what the answer draws on (the whole matter, a selection, a table). */
export function Composer({
  projectId,
  parties,
  thread,
  draft,
  onDraftChange,
  onAsked,
  busy,
}: ComposerProps) {
  const ask = useAskMutation()
  const tables = useQuery(tableQueries.library(projectId))
  const [scope, setScope] = useState(() => scopeValue(thread?.scope))
  const [error, setError] = useState<string | null>(null)
  const [picking, setPicking] = useState(false)
  const textarea = useRef<HTMLTextAreaElement>(null)

  function chosenScope(): ThreadScope | undefined {
    if (scope === scopeValue(thread?.scope)) return undefined
    if (scope === MATTER) return { kind: 'matter' }
    if (scope.startsWith('table:')) {
      return { kind: 'table', tableId: scope.slice('table:'.length) as Id<'reviewTables'> }
    }
    return undefined
  }

  async function submit() {
    const question = draft.trim()
    if (question === '' || busy || ask.isPending) return
    setError(null)
    try {
      const result = await ask.mutateAsync({
        projectId,
        threadId: thread?._id,
        question,
        scope: chosenScope(),
      })
      onDraftChange('')
      onAsked(result.threadId)
    } catch (failure) {
      setError(getErrorMessage(failure))
    }
  }

  const tooLong = draft.length > QUESTION_MAX
  return (
    <>
      <Form
        aria-label="Ask the associate"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        className="grid gap-2 rounded-lg border bg-card p-3 shadow-xs"
      >
        <label htmlFor="associate-question" className="sr-only">
          Your question
        </label>
        <Textarea
          id="associate-question"
          name="question"
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={(event) => {
            // "/" in an empty box opens the prompt library, as in a chat app's commands.
            if (event.key === '/' && draft === '') {
              event.preventDefault()
              setPicking(true)
              return
            }
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              void submit()
            }
          }}
          ref={textarea}
          placeholder="Ask about this matter’s documents. Enter sends, Shift+Enter starts a new line, / uses a prompt."
          aria-invalid={tooLong || error !== null}
          aria-describedby="associate-question-help"
          className="min-h-20 resize-y border-0 px-1 shadow-none focus-visible:ring-0"
        />
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="associate-scope" className="text-xs text-muted-foreground">
            Sources
          </label>
          <NativeSelect
            id="associate-scope"
            value={scope}
            onChange={(event) => setScope(event.target.value)}
            className="w-64"
          >
            <option value={MATTER}>The whole matter</option>
            {thread?.scope.kind === 'selection' ? (
              <option value={SELECTION}>Selected: {thread.scopeLabel}</option>
            ) : null}
            {(tables.data ?? []).map((table) => (
              <option key={table._id} value={`table:${table._id}`}>
                Table: {table.name}
              </option>
            ))}
          </NativeSelect>
          <PromptPickerButton onClick={() => setPicking(true)} />
          <p id="associate-question-help" className="ml-auto text-xs text-muted-foreground">
            {tooLong
              ? `At most ${QUESTION_MAX.toLocaleString('en-US')} characters`
              : 'Answers cite the documents; check each source.'}
          </p>
          <Button type="submit" disabled={busy || ask.isPending || draft.trim() === '' || tooLong}>
            {ask.isPending ? <Spinner /> : <ArrowUp className="size-4" aria-hidden />}
            Ask
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </Form>
      {/* Outside the form: the picker's own form must not submit the question. */}
      {picking ? (
        <PromptPicker
          useLabel="Insert"
          parties={parties}
          projectId={projectId}
          onUse={(text) => {
            onDraftChange(draft.trim() === '' ? text : `${draft.trimEnd()}\n${text}`)
            setPicking(false)
          }}
          onClose={() => setPicking(false)}
          finalFocus={textarea}
        />
      ) : null}
    </>
  )
}
