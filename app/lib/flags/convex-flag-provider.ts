// The OpenFeature web provider over Convex (architecture: flags): getResolvedFlags watched live,
// so a rule changed in /admin/feature-flags reaches every open page without a reload. The
// provider goes through the SDK's states: NOT_READY until the first answer, READY, ERROR when the
// first fetch fails (an empty set: every flag reads its default), STALE when a later answer fails
// (the last values stay), RECONCILING while a new context is fetched (the SDK's own), and FATAL
// never (a flag fetch is not worth breaking the page for). Local overrides (outside prod only)
// win over everything. Framework-free: the watch is injected, and tested alone.
import {
  ErrorCode,
  type EvaluationContext,
  type JsonValue,
  OpenFeatureEventEmitter,
  type Provider,
  ProviderEvents,
  type ResolutionDetails,
  StandardResolutionReasons,
} from '@openfeature/web-sdk'

/** The flags' values for a context, watched: onValues on each answer, onError on a failure. */
export type FlagWatch = (
  args: FlagArgs,
  onValues: (values: Record<string, boolean>) => void,
  onError: (error: unknown) => void,
) => () => void

/** getResolvedFlags' payload (spec §7). */
export type FlagArgs = {
  env: string
  userId: string | null
  orgId: string | null
  email: string | null
  country: string | null
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** The evaluation context as getResolvedFlags takes it (targetingKey is the user id). */
export function flagArgs(context: EvaluationContext): FlagArgs {
  return {
    env: text(context.env) ?? 'prod',
    userId: text(context.userId) ?? text(context.targetingKey),
    orgId: text(context.orgId),
    email: text(context.email),
    country: text(context.country),
  }
}

export class ConvexFlagProvider implements Provider {
  readonly metadata = { name: 'casefile-convex-flags' } as const
  readonly runsOn = 'client'
  readonly events = new OpenFeatureEventEmitter()
  private values: Record<string, boolean> = {}
  private stop: (() => void) | null = null

  constructor(
    private readonly watch: FlagWatch,
    private readonly overrides: Readonly<Record<string, boolean>> = {},
  ) {}

  initialize(context: EvaluationContext = {}): Promise<void> {
    return this.follow(context)
  }

  onContextChange(_old: EvaluationContext, next: EvaluationContext): Promise<void> {
    return this.follow(next)
  }

  onClose(): Promise<void> {
    this.stop?.()
    this.stop = null
    return Promise.resolve()
  }

  /** Watches the context's flags; settles on the first answer (rejects when it is a failure). */
  private follow(context: EvaluationContext): Promise<void> {
    this.stop?.()
    return new Promise((resolve, reject) => {
      let first = true
      this.stop = this.watch(
        flagArgs(context),
        (values) => {
          const changed = Object.keys({ ...this.values, ...values }).filter(
            (name) => this.values[name] !== values[name],
          )
          this.values = values
          if (first) {
            first = false
            resolve()
          } else if (changed.length > 0) {
            this.events.emit(ProviderEvents.ConfigurationChanged, { flagsChanged: changed })
          } else {
            this.events.emit(ProviderEvents.Ready)
          }
        },
        (error) => {
          if (first) {
            first = false
            this.values = {}
            reject(error instanceof Error ? error : new Error('Feature flags could not be fetched'))
          } else {
            this.events.emit(ProviderEvents.Stale, {
              message: 'Feature flags could not be refreshed',
            })
          }
        },
      )
    })
  }

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean): ResolutionDetails<boolean> {
    if (flagKey in this.overrides) {
      return { value: this.overrides[flagKey]!, reason: StandardResolutionReasons.STATIC }
    }
    const value = this.values[flagKey]
    if (typeof value === 'boolean') {
      return { value, reason: StandardResolutionReasons.TARGETING_MATCH }
    }
    return {
      value: defaultValue,
      reason: StandardResolutionReasons.DEFAULT,
      errorCode: ErrorCode.FLAG_NOT_FOUND,
    }
  }

  // Casefile's flags are on or off: any other type reads its default.
  resolveStringEvaluation(_key: string, defaultValue: string): ResolutionDetails<string> {
    return this.mismatch(defaultValue)
  }

  resolveNumberEvaluation(_key: string, defaultValue: number): ResolutionDetails<number> {
    return this.mismatch(defaultValue)
  }

  resolveObjectEvaluation<T extends JsonValue>(
    _key: string,
    defaultValue: T,
  ): ResolutionDetails<T> {
    return this.mismatch(defaultValue)
  }

  private mismatch<T>(value: T): ResolutionDetails<T> {
    return { value, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH }
  }
}
