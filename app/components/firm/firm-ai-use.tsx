import { Bot, FileText, MessageSquare, Table2 } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import type { FirmDashboard } from '@/queries/firm'

type AiUse = FirmDashboard['aiUse']

const numberFormat = new Intl.NumberFormat('en-GB')
const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * This month's AI use across the firm: review table runs, module drafts written, questions put to
 * the associate, and calls that sent matter text to the external model (its audit events).
 */
export function FirmAiUse({ aiUse }: { aiUse: AiUse }) {
  const stats = [
    { label: 'Tables run', value: aiUse.tablesRun, icon: Table2 },
    { label: 'Drafts written', value: aiUse.draftsWritten, icon: FileText },
    { label: 'Questions asked', value: aiUse.questionsAsked, icon: MessageSquare },
    { label: 'External model calls', value: aiUse.externalCalls, icon: Bot },
  ]
  return (
    <Card aria-labelledby="ai-use">
      <CardHeader>
        <CardTitle id="ai-use">AI use</CardTitle>
        <CardDescription>
          {monthFormat.format(Date.parse(`${aiUse.from}T00:00:00Z`))}. External model calls are
          those that sent matter text outside Casefile; offline answers are not counted there.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map(({ label, value, icon: Icon }) => (
            <div key={label} className="grid gap-1 rounded-lg border bg-card px-4 py-3">
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Icon className="size-3.5" aria-hidden />
                {label}
              </dt>
              <dd className="text-2xl font-semibold tabular-nums">
                {numberFormat.format(value.count)}
                {value.capped ? '+' : ''}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
