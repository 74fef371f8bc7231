import { Copy, MoreHorizontal, Star } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { toast } from '@/lib/toast-store'
import { cn } from '@/lib/utils'
import { type Prompt, usePromptMutations } from '@/queries/prompts'
import type { Id } from '@convex/_generated/dataModel'
import { PROMPT_SCOPE_LABELS } from '@shared/promptRules'
import { plural } from '@shared/text'

type PromptCardProps = {
  prompt: Prompt
  writesForFirm: boolean
  onEdit: () => void
  onDelete: () => void
}

/** One prompt: its title, part of the library, text, variables, tags, uses, star and actions. */
export function PromptCard({ prompt, writesForFirm, onEdit, onDelete }: PromptCardProps) {
  const { setFavorite, promote, recordUse } = usePromptMutations()
  const promptId = prompt._id as Id<'prompts'>
  const copy = async () => {
    await navigator.clipboard.writeText(prompt.body)
    await recordUse.mutateAsync({ promptId })
    toast({ variant: 'success', title: 'Prompt copied' })
  }
  return (
    <article
      aria-labelledby={`prompt-${prompt._id}`}
      className="grid gap-3 rounded-lg border bg-card p-4"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={`prompt-${prompt._id}`} className="truncate font-medium" title={prompt.title}>
            {prompt.title}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="outline">{PROMPT_SCOPE_LABELS[prompt.scope]}</Badge>
            {prompt.category ? <span>{prompt.category}</span> : null}
            <span>{prompt.authorName}</span>
            <span>Used {plural(prompt.usageCount, 'time')}</span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Star ${prompt.title}`}
            aria-pressed={prompt.favorite}
            onClick={() => void setFavorite.mutateAsync({ promptId, favorite: !prompt.favorite })}
          >
            <Star
              className={cn('size-4', prompt.favorite && 'fill-amber-400 text-amber-500')}
              aria-hidden
            />
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={`Actions for ${prompt.title}`}>
                <MoreHorizontal className="size-4" aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => void copy()}>
                <Copy className="size-4" aria-hidden />
                Copy text
              </DropdownMenuItem>
              {prompt.canChange ? (
                <>
                  <DropdownMenuItem onSelect={onEdit}>Edit…</DropdownMenuItem>
                  {prompt.scope === 'personal' && writesForFirm ? (
                    <DropdownMenuItem
                      onSelect={() =>
                        void promote
                          .mutateAsync({ promptId })
                          .then(() => toast({ variant: 'success', title: 'Shared with the firm' }))
                      }
                    >
                      Share with the firm
                    </DropdownMenuItem>
                  ) : null}
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={onDelete}>Delete…</DropdownMenuItem>
                </>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </header>
      <p className="line-clamp-4 text-sm whitespace-pre-wrap text-muted-foreground">
        {prompt.body}
      </p>
      {prompt.variables.length > 0 || prompt.tags.length > 0 ? (
        <ul aria-label="Variables and tags" className="flex flex-wrap gap-1.5">
          {prompt.variables.map((variable) => (
            <li key={`v-${variable.name}`}>
              <Badge variant="secondary" className="font-mono text-xs">
                {`{{${variable.name}}}`}
              </Badge>
            </li>
          ))}
          {prompt.tags.map((tag) => (
            <li key={`t-${tag}`}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
