import { isMalformedInput } from '@/errors/malformedInput'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { z } from '@/validation/zod'
import { actionRefusal, markActionRefused, markActionRunning, type ActionRefusal } from '@/errors/serverActionRequests'

export class ActionRefused extends Error {
  readonly isPublic = true
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ActionRefused'
  }
}

const definedActions = new WeakMap<object, z.ZodType>()

export const isDefinedAction = (value: unknown) => typeof value === 'function' && definedActions.has(value)

/** The schema an action's arguments are checked with (tests read which fields an action accepts). */
export const argumentsSchemaOf = (action: object): z.ZodType | undefined => definedActions.get(action)

export const takesArguments = (action: object, args: unknown[]) => definedActions.get(action)?.safeParse(args).success

function refuse(refusal: ActionRefusal): never {
  markActionRefused(refusal)
  throw new ActionRefused(refusal.status, refusal.message)
}

/** A rule's own refusal keeps its French message; Payload's English client errors get ours. */
function refusalOf(error: unknown): ActionRefusal | null {
  if (isMalformedInput(error)) return actionRefusal(400)
  const { status } = (error ?? {}) as { status?: unknown }
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  const message = ruleRefusal(error, [status])
  return message ? { status, message } : actionRefusal(status)
}

/**
 * Anyone can post any body to an action, so its arguments are untrusted
 * input checked here; client errors get a French message, not Next's 500.
 */
export function defineAction<Args extends unknown[], Result>(
  schema: z.ZodType<Args>,
  handler: (...args: NoInfer<Args>) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const action = async (...args: Args): Promise<Result> => {
    const parsed = schema.safeParse(args)
    if (!parsed.success) refuse(actionRefusal(400))
    markActionRunning()
    try {
      return await handler(...parsed.data)
    } catch (error) {
      const refusal = refusalOf(error)
      if (refusal) refuse(refusal)
      throw error
    }
  }
  definedActions.set(action, schema)
  return action
}
