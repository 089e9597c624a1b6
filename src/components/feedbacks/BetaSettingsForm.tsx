'use client'

import { useId, useState } from 'react'

import { saveBetaSettingsAction } from '@/actions/feedbacks'
import { primaryButton } from '@/components/buttonStyles'
import { Field, inputClass } from '@/components/form/fields'
import type { OwnerBetaSettings } from '@/community/projectViewer'
import { BETA_INSTRUCTIONS_MAX, BETA_PLACES_MAX } from '@/domain/feedbacks'

import { useFeedbackAction } from './useFeedbackAction'

/** The owner's places and instructions; the collection refuses fewer places than testers accepted. */
export function BetaSettingsForm({ projectId, beta }: { projectId: number; beta: OwnerBetaSettings }) {
  const id = useId()
  const { error, pending, run } = useFeedbackAction()
  const [typed, setTyped] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const shown = typed ?? error

  const save = async (form: FormData) => {
    const places = String(form.get('places') ?? '')
    const instructions = String(form.get('instructions') ?? '')
    setSaved(false)
    // The same schema as the server's, loaded at the first save: a wrong number needs no round trip.
    // Should it not load, the server checks anyway.
    const problem = await import('@/components/form/resolvers')
      .then((r) => r.betaSettingsProblem({ beta_places: places, beta_instructions: instructions }))
      .catch(() => null)
    if (problem) {
      setTyped(problem)
      return
    }
    setTyped(null)
    run(
      () => saveBetaSettingsAction(projectId, places, instructions),
      () => setSaved(true),
    )
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="beta-settings">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Bêta-test
      </h3>
      <p className="text-neutral-700">
        {beta.accepted === 0
          ? 'Aucun testeur accepté pour l’instant.'
          : `${beta.accepted} testeur${beta.accepted > 1 ? 's' : ''} accepté${beta.accepted > 1 ? 's' : ''} : garde au moins autant de places.`}
      </p>
      <form
        // Drawn afresh when the stored settings change (after a save, another tab's).
        key={`${beta.places}-${beta.instructions}`}
        action={save}
        noValidate
        className="flex flex-col gap-3"
      >
        <Field
          id={`${id}-places`}
          label="Places de bêta-test"
          note={`De 0 à ${BETA_PLACES_MAX} : 0 ferme les demandes.`}
          error={shown ?? undefined}
        >
          {(control) => (
            <input
              {...control}
              name="places"
              type="number"
              inputMode="numeric"
              min={0}
              max={BETA_PLACES_MAX}
              step={1}
              defaultValue={beta.places}
              className={`${inputClass} max-w-40`}
            />
          )}
        </Field>
        <Field
          id={`${id}-instructions`}
          label="Consignes pour les bêta-testeurs"
          note="Envoyées par e-mail aux seuls testeurs que tu acceptes."
          optional
        >
          {(control) => (
            <textarea
              {...control}
              name="instructions"
              rows={3}
              maxLength={BETA_INSTRUCTIONS_MAX}
              defaultValue={beta.instructions}
              className={inputClass}
            />
          )}
        </Field>
        <div>
          <button type="submit" className={primaryButton()} disabled={pending} aria-busy={pending}>
            {pending ? 'Enregistrement…' : 'Enregistrer le bêta-test'}
          </button>
        </div>
        {saved && !shown && (
          <p role="status" className="text-sm font-medium text-green-800">
            Bêta-test enregistré ✅
          </p>
        )}
      </form>
    </section>
  )
}
