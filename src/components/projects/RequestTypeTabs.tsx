'use client'

import { outlineButton } from '@/components/buttonStyles'
import type { RequestType } from '@/validation/projectSubmitForm'

export const REQUEST_TABS: { type: RequestType; label: string }[] = [
  { type: 'visibility', label: 'Demande de visibilité' },
  { type: 'feedback', label: 'Demande de feedbacks' },
]

export const tabId = (prefix: string, type: RequestType) => `${prefix}-tab-${type}`
export const panelId = (prefix: string) => `${prefix}-panel`

export function RequestTypeTabs({
  prefix,
  type,
  onChoose,
}: {
  prefix: string
  type: RequestType
  onChoose: (type: RequestType) => void
}) {
  return (
    <div role="tablist" aria-label="Type de demande" className="mt-6 flex flex-wrap gap-2">
      {REQUEST_TABS.map((tab) => (
        <button
          key={tab.type}
          type="button"
          role="tab"
          id={tabId(prefix, tab.type)}
          aria-selected={type === tab.type}
          aria-controls={panelId(prefix)}
          onClick={() => onChoose(tab.type)}
          className={`rounded-full border-2 px-4 py-2 text-sm font-semibold ${
            type === tab.type
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-stone-300 text-stone-700 hover:bg-stone-50'
          }`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}

/** Said before any field is filled, with the date of the next request. */
export function VisibilityLimitPanel({
  prefix,
  message,
  onFeedback,
}: {
  prefix: string
  message: string
  onFeedback: () => void
}) {
  return (
    <div
      id={panelId(prefix)}
      role="tabpanel"
      aria-labelledby={tabId(prefix, 'visibility')}
      className="mt-6 space-y-4 rounded-2xl border border-orange-200 bg-orange-50 p-5"
    >
      <p className="font-medium text-orange-950" data-testid="visibility-limit">
        {message}
      </p>
      <p className="text-sm text-orange-950">
        Un projet de visibilité par mois : en attendant, tu peux demander des feedbacks sur un projet.
      </p>
      <button type="button" onClick={onFeedback} className={outlineButton('small')}>
        Faire une demande de feedbacks
      </button>
    </div>
  )
}
