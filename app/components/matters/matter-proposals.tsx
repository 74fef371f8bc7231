import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Check, ExternalLink, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { NativeSelect } from '@/components/ui/native-select'
import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { documentLinkOptions } from '@/lib/document-link'
import { getErrorMessage } from '@/lib/errors'
import { toast } from '@/lib/toast-store'
import type { Matter } from '@/queries/matters'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

const show = (value: string | string[] | null) =>
  value === null || (Array.isArray(value) && value.length === 0)
    ? null
    : Array.isArray(value)
      ? value.join('; ')
      : value

/**
 * Target B5: a pleading of the dossier proposes the matter's docket number, court, judge, adverse
 * parties and class period, each beside the passage it came from; each is accepted on its own.
 */
export function MatterProposals({ matter }: { matter: Matter }) {
  const documents = useQuery(
    convexQuery(api.dossier.documents.list, {
      paginationOpts: { numItems: 100, cursor: null },
      filter: { projectId: matter._id },
    }),
  )
  const [documentId, setDocumentId] = useState<Id<'documents'> | ''>('')
  const proposals = useQuery({
    ...convexQuery(api.matters.proposals.fromDocument, {
      documentId: documentId as Id<'documents'>,
    }),
    enabled: documentId !== '',
  })
  const accept = useMutation({ mutationFn: useConvexMutation(api.matters.proposals.accept) })
  const archived = matter.archivedAt !== undefined
  const ready = (documents.data?.page ?? []).filter((d) => d.status === 'ready')

  return (
    <Card aria-labelledby="proposals-heading">
      <CardHeader>
        <CardTitle id="proposals-heading" className="flex items-center gap-2">
          <Sparkles className="size-4" aria-hidden /> Details from a pleading
        </CardTitle>
        <CardDescription>
          Choose a complaint or another pleading: Casefile reads its caption and proposes the
          matter’s details, each with the passage it came from. Nothing changes until you accept it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid max-w-md gap-1">
          <label htmlFor="proposal-document" className="text-sm font-medium">
            Pleading
          </label>
          <NativeSelect
            id="proposal-document"
            value={documentId}
            onChange={(event) => setDocumentId(event.target.value as Id<'documents'> | '')}
          >
            <option value="">
              {ready.length === 0 ? 'No processed documents yet' : 'Choose a document…'}
            </option>
            {ready.map((document) => (
              <option key={document._id} value={document._id}>
                {document.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {documentId === '' ? null : !proposals.data ? (
          <p className="text-sm text-muted-foreground">Reading the document…</p>
        ) : proposals.data.proposals.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {proposals.data.documentName} names none of these details in its first pages.
          </p>
        ) : (
          <ul aria-label="Proposed details" className="grid gap-3">
            {proposals.data.proposals.map((proposal) => {
              const value = show(proposal.value)!
              const same = show(proposal.current) === value
              return (
                <li
                  key={proposal.field}
                  aria-label={proposal.label}
                  className="grid gap-1 rounded-md border p-3"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div>
                      <span className="text-sm font-medium text-muted-foreground">
                        {proposal.label}:{' '}
                      </span>
                      <span className="font-medium">{value}</span>
                    </div>
                    {archived ? null : same ? (
                      <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                        <Check className="size-4" aria-hidden /> In the matter
                      </span>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={accept.isPending}
                        aria-label={`Accept the ${proposal.label.toLowerCase()}`}
                        onClick={() =>
                          void accept
                            .mutateAsync({
                              documentId: proposals.data.documentId,
                              field: proposal.field,
                            })
                            .then(() =>
                              toast({
                                variant: 'success',
                                title: `${proposal.label} taken into the matter`,
                              }),
                            )
                            .catch((error: unknown) =>
                              toast({ variant: 'error', title: getErrorMessage(error) }),
                            )
                        }
                      >
                        Accept
                      </Button>
                    )}
                  </div>
                  <blockquote className="border-l-2 border-brand pl-3 text-sm text-muted-foreground italic">
                    “{proposal.quote}”
                  </blockquote>
                  <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
                    <Link
                      {...documentLinkOptions(proposals.data.documentId, {
                        page: proposal.page,
                        highlight: proposal.quote,
                      })}
                      className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
                    >
                      <ExternalLink className="size-3" aria-hidden /> Page {proposal.page}
                    </Link>
                    {proposal.current && !same ? (
                      <span>The matter says: {show(proposal.current)}</span>
                    ) : null}
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
