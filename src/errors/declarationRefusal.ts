import { APIError } from 'payload'

/** The refusals the project page's declaration form answers in its own words. */
export type DeclarationRefusalKind = 'duplicate' | 'ownProject'

/**
 * A declared action the collection's rules refuse, named by its kind, so the page's action
 * recognises it without comparing French text. REST answers it like any public APIError.
 */
export class DeclarationRefusal extends APIError {
  readonly refusal: DeclarationRefusalKind

  constructor(refusal: DeclarationRefusalKind, message: string, status: 400 | 409) {
    super(message, status, null, true)
    this.name = 'APIError'
    this.refusal = refusal
  }
}

/** Checked by shape, as `ruleRefusal` is: the build can hold two copies of a module. */
export function declarationRefusal(error: unknown): DeclarationRefusalKind | null {
  const refusal = error instanceof Error ? (error as { refusal?: unknown }).refusal : undefined
  return refusal === 'duplicate' || refusal === 'ownProject' ? refusal : null
}
