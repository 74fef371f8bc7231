import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { BookOpen, Star } from 'lucide-react'
import { useId, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormDialog, focusInstead } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { getErrorMessage } from '@/lib/errors'
import { NO_PROMPT_FILTERS, filterPrompts } from '@/lib/prompt-filters'
import { type Prompt, promptQueries, usePromptMutations } from '@/queries/prompts'
import { searchQueries } from '@/queries/search'
import type { Id } from '@convex/_generated/dataModel'
import {
  PROMPT_SCOPE_LABELS,
  type PromptVariable,
  fillPrompt,
  variableText,
  variableValueProblem,
} from '@shared/promptRules'

type PromptPickerProps = {
  /** What the chosen prompt becomes, e.g. 'Insert' or 'Use as column'. */
  useLabel: string
  /** The matter's parties, offered for {{party}} variables. */
  parties: string[]
  /** The matter whose documents are offered for {{document}} variables. */
  projectId: Id<'projects'>
  onUse: (text: string, prompt: Prompt) => void
  onClose: () => void
  /** Where focus goes when the picker closes (the question box it fills). */
  finalFocus?: React.RefObject<HTMLElement | null>
}

/**
 * The prompt library where the work is: find a prompt (starred ones first), fill in its
 * variables (a party of the matter, a date, one of its documents, free text), and hand the
 * filled text on. Each use counts towards the prompt's usage.
 */
export function PromptPicker({
  useLabel,
  parties,
  projectId,
  onUse,
  onClose,
  finalFocus,
}: PromptPickerProps) {
  const [chosen, setChosen] = useState<Prompt | null>(null)
  const { recordUse } = usePromptMutations()
  const use = (prompt: Prompt, text: string) => {
    recordUse.mutate({ promptId: prompt._id as Id<'prompts'> })
    onUse(text, prompt)
  }
  if (chosen) {
    return (
      <VariablesDialog
        prompt={chosen}
        useLabel={useLabel}
        parties={parties}
        projectId={projectId}
        onUse={(text) => use(chosen, text)}
        onBack={() => setChosen(null)}
        finalFocus={finalFocus}
      />
    )
  }
  return (
    <ChoosePromptDialog
      onChoose={(prompt) =>
        prompt.variables.length === 0 ? use(prompt, prompt.body) : setChosen(prompt)
      }
      onClose={onClose}
      finalFocus={finalFocus}
    />
  )
}

function ChoosePromptDialog({
  onChoose,
  onClose,
  finalFocus,
}: {
  onChoose: (prompt: Prompt) => void
  onClose: () => void
  finalFocus?: React.RefObject<HTMLElement | null>
}) {
  const prompts = useQuery(promptQueries.list())
  const [q, setQ] = useState('')
  const visible = filterPrompts(prompts.data ?? [], { ...NO_PROMPT_FILTERS, q }).sort(
    (a, b) => Number(b.favorite) - Number(a.favorite),
  )
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-lg"
        onCloseAutoFocus={(event) => focusInstead(event, finalFocus)}
      >
        <DialogHeader>
          <DialogTitle>Use a prompt</DialogTitle>
          <DialogDescription>From your prompts, your firm’s and Casefile’s.</DialogDescription>
        </DialogHeader>
        <Input
          type="search"
          aria-label="Search prompts"
          placeholder="Search titles, text and tags"
          maxLength={200}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          autoFocus
        />
        {prompts.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Loading prompts…
          </p>
        ) : prompts.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(prompts.error)}
          </p>
        ) : prompts.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No prompts yet.{' '}
            <Link to="/prompts" className="underline underline-offset-2">
              Write one in the Prompt Library
            </Link>
            .
          </p>
        ) : visible.length === 0 ? (
          <p className="text-sm text-muted-foreground">No prompt matches this search.</p>
        ) : (
          <ul aria-label="Prompts" className="grid max-h-96 gap-1 overflow-y-auto">
            {visible.map((prompt) => (
              <li key={prompt._id}>
                <button
                  type="button"
                  onClick={() => onChoose(prompt)}
                  className="grid w-full gap-0.5 rounded-md px-3 py-2 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                >
                  <span className="flex items-center gap-2 text-sm font-medium">
                    {prompt.favorite ? (
                      <Star className="size-3.5 fill-current text-amber-500" aria-label="Starred" />
                    ) : null}
                    {prompt.title}
                    <Badge variant="secondary">{PROMPT_SCOPE_LABELS[prompt.scope]}</Badge>
                  </span>
                  <span className="line-clamp-2 text-xs text-muted-foreground">{prompt.body}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  )
}

function VariablesDialog({
  prompt,
  useLabel,
  parties,
  projectId,
  onUse,
  onBack,
  finalFocus,
}: {
  prompt: Prompt
  useLabel: string
  parties: string[]
  projectId: Id<'projects'>
  onUse: (text: string) => void
  onBack: () => void
  finalFocus?: React.RefObject<HTMLElement | null>
}) {
  const [values, setValues] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = () => {
    const problems: Record<string, string> = {}
    for (const variable of prompt.variables) {
      const problem = variableValueProblem(variable.name, values[variable.name] ?? '')
      if (problem) problems[variable.name] = problem
    }
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    const filled = Object.fromEntries(
      prompt.variables.map((variable) => [
        variable.name,
        variableText(variable.kind, values[variable.name] ?? ''),
      ]),
    )
    onUse(fillPrompt(prompt.body, filled))
  }
  return (
    <FormDialog
      title={prompt.title}
      description="Fill in what this prompt leaves open."
      submitLabel={useLabel}
      pending={false}
      onSubmit={submit}
      onClose={onBack}
      className="max-w-lg"
      finalFocus={finalFocus}
    >
      <p className="rounded-md bg-muted/50 p-3 text-sm whitespace-pre-wrap">{prompt.body}</p>
      {prompt.variables.map((variable, index) => (
        <VariableField
          key={variable.name}
          variable={variable}
          value={values[variable.name] ?? ''}
          error={errors[variable.name]}
          parties={parties}
          projectId={projectId}
          autoFocus={index === 0}
          onChange={(value) => setValues({ ...values, [variable.name]: value })}
        />
      ))}
    </FormDialog>
  )
}

/** One variable's input: a date picker, or text with the matter's parties or documents offered. */
function VariableField({
  variable,
  value,
  error,
  parties,
  projectId,
  autoFocus,
  onChange,
}: {
  variable: PromptVariable
  value: string
  error: string | undefined
  parties: string[]
  projectId: Id<'projects'>
  autoFocus: boolean
  onChange: (value: string) => void
}) {
  const listId = useId()
  const typed = useDebouncedValue(value.trim(), 250)
  const documents = useQuery({
    ...searchQueries.documents(projectId, { query: typed, limit: 8 }),
    enabled: variable.kind === 'document' && typed !== '',
  })
  const offered =
    variable.kind === 'party'
      ? parties
      : variable.kind === 'document'
        ? (documents.data?.results ?? []).map((document) => document.name)
        : []
  return (
    <>
      <FormField
        label={variable.name}
        type={variable.kind === 'date' ? 'date' : 'text'}
        value={value}
        error={error}
        autoFocus={autoFocus}
        list={offered.length > 0 ? listId : undefined}
        hint={
          variable.kind === 'party'
            ? 'A party of this matter, or any name'
            : variable.kind === 'document'
              ? 'Type to find a document of this matter'
              : undefined
        }
        onChange={(event) => onChange(event.target.value)}
      />
      {offered.length > 0 ? (
        <datalist id={listId}>
          {offered.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      ) : null}
    </>
  )
}

/** The button that opens the picker. */
export function PromptPickerButton({
  label = 'Prompts',
  size = 'sm',
  onClick,
}: {
  label?: string
  size?: 'sm' | 'default'
  onClick: () => void
}) {
  return (
    <Button type="button" variant="outline" size={size} onClick={onClick}>
      <BookOpen className="size-4" aria-hidden />
      {label}
    </Button>
  )
}
