'use client'

import { useFormContext } from 'react-hook-form'

import { describedBy, fieldIds } from '@/components/form/fields'
import type { ProjectSubmitField, ProjectSubmitValues } from '@/validation/projectSubmitForm'

export type TextFieldName = Exclude<
  ProjectSubmitField,
  'hero_image' | 'ethics_accepted' | 'payment_commitment' | 'request_type'
>
export type CheckboxName = 'ethics_accepted' | 'payment_commitment'

export const submitFieldId = (prefix: string, name: ProjectSubmitField) => `${prefix}-${name}`

/** A field's message goes as soon as it is edited; the form checks on submit. */
export function useSubmitFields(prefix: string) {
  const {
    register,
    clearErrors,
    formState: { errors, defaultValues = {} },
  } = useFormContext<ProjectSubmitValues>()
  const fieldId = (name: ProjectSubmitField) => submitFieldId(prefix, name)
  const errorOf = (name: ProjectSubmitField) => errors[name]?.message
  const clearsError = (name: ProjectSubmitField) => ({ onChange: () => clearErrors(name) })
  // register() fills an input only once the page is hydrated: `defaultValue` has the server render it filled.
  const registered = (name: TextFieldName) => ({
    defaultValue: defaultValues[name] ?? undefined,
    ...register(name, clearsError(name)),
  })
  const field = (name: TextFieldName) => ({ id: fieldId(name), error: errorOf(name), ...registered(name) })
  const checkbox = (name: CheckboxName) => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(errors[name] && fieldIds(fieldId(name)).error),
    defaultChecked: defaultValues[name] === true,
    ...register(name, clearsError(name)),
  })
  return { fieldId, errorOf, registered, field, checkbox }
}
