import { type RegisterOptions, useFormContext, useFormState } from 'react-hook-form'
import { type ApplicationValues } from '@/validation/applicationForm'

/** `bind` gives a field its id, error and registration, so each input states only what is its own. */
export function useStepForm() {
  const { register, trigger, clearErrors } = useFormContext<ApplicationValues>()
  const { errors } = useFormState<ApplicationValues>()
  const bind = <Field extends keyof ApplicationValues>(
    field: Field,
    options?: RegisterOptions<ApplicationValues, Field>,
  ) => ({
    id: `apply-${field}`,
    error: errors[field]?.message,
    ...register(field, options),
  })
  /** A choice (a list, a box) is made at once, not typed: its error shows on the change. */
  const choice = <Field extends keyof ApplicationValues>(field: Field): RegisterOptions<ApplicationValues, Field> => ({
    onChange: () => void trigger(field),
  })
  return { bind, choice, register, errors, clearErrors }
}

export const STEP_TITLES = [
  'Identité',
  'Réseaux professionnels',
  'Projet en cours',
  'Statut et motivations',
  'Engagement',
] as const
