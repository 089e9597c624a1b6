import Link from 'next/link'
import { DUPLICATE_ERROR_TYPE } from '@/apply/outcomes'
import { TextField } from '@/components/form/fields'

import { useStepForm } from './useStepForm'

export function IdentityStep() {
  const { bind, errors } = useStepForm()
  return (
    <>
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-700">
        Une seule candidature par personne est acceptée.
      </p>
      {/* "Nom" is the last name and "Prénom" the first name. */}
      <TextField label="Nom" autoComplete="family-name" required {...bind('last_name')} />
      <TextField label="Prénom" autoComplete="given-name" required {...bind('first_name')} />
      <TextField
        label="E-mail professionnel"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        required
        {...bind('email')}
      />
      {errors.email?.type === DUPLICATE_ERROR_TYPE && (
        <p className="text-sm">
          Déjà candidat·e ?{' '}
          <Link href="/login" className="font-semibold text-brand-700 underline underline-offset-2">
            Se connecter
          </Link>
        </p>
      )}
    </>
  )
}
