'use client'

import { useRouter } from 'next/navigation'
import { useId, useMemo, useState } from 'react'
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form'

import { resubmitProjectAction, submitProjectAction } from '@/actions/projectSubmit'
import type { CharterSection } from '@/components/CharterDialog'
import { Field, inputClass, TextField } from '@/components/form/fields'
import { lazyResolver } from '@/components/form/lazyResolver'
import { Toast, useToast } from '@/components/Toast'
import { BETA_INSTRUCTIONS_MAX, BETA_PLACES_MAX } from '@/domain/feedbacks'
import {
  FEEDBACK_REQUEST_MAX_LENGTH,
  PROJECT_SUBMIT_FIELDS,
  PROJECT_SUBMIT_MESSAGES as M,
  type ProjectSubmitField,
  type ProjectSubmitValues,
  type RequestType,
} from '@/validation/projectSubmitForm'

import { HeroImageField } from './HeroImageField'
import { ProjectTextFields } from './ProjectTextFields'
import { panelId, REQUEST_TABS, RequestTypeTabs, tabId, VisibilityLimitPanel } from './RequestTypeTabs'
import { SubmitCommitments } from './SubmitCommitments'
import { submitFieldId, useSubmitFields } from './useSubmitFields'

type Props = {
  initialType: RequestType
  waitlist: boolean
  charter: CharterSection[]
  campaignPrice: number
  editing?: { slug: string; values: ProjectSubmitValues; imageUrl: string | null }
  visibilityLimit?: string | null
}

/**
 * react-hook-form keeps what is typed so a server refusal loses
 * nothing; the same zod schema checks here and on the server.
 */
export function ProjectSubmitForm({ initialType, waitlist, charter, campaignPrice, editing, visibilityLimit }: Props) {
  const id = useId()
  const router = useRouter()
  const toast = useToast()
  const resolver = useMemo(
    () => lazyResolver(() => import('@/components/form/resolvers').then((r) => r.projectSubmitResolver(campaignPrice))),
    [campaignPrice],
  )
  const form = useForm<ProjectSubmitValues>({
    defaultValues: editing?.values ?? { request_type: initialType },
    // The values as typed: the server action parses them itself.
    resolver,
    // The messages come with a submit; editing a field only takes its own away (`useSubmitFields`).
    reValidateMode: 'onSubmit',
    // The first invalid field in the page's order, the image's included, is focused in `showInvalid`.
    shouldFocusError: false,
  })
  const { handleSubmit, control, setValue, setError, clearErrors } = form
  const type = useWatch({ control, name: 'request_type' }) as RequestType
  // Not formState.isSubmitting, which is also true while the form is only checked, and false again
  // after a success while the page is still leaving.
  const [sending, setSending] = useState(false)
  const [uploading, setUploading] = useState(false)

  const chooseTab = (next: RequestType) => {
    setValue('request_type', next)
    clearErrors('request_type')
    router.replace(`/project-submit?type=${next}`, { scroll: false })
  }

  const showInvalid = (found: Partial<Record<ProjectSubmitField, unknown>>) => {
    toast.show({ tone: 'error', title: M.invalid })
    const first = PROJECT_SUBMIT_FIELDS.find((name) => found[name])
    const element = first && document.getElementById(submitFieldId(id, first))
    element?.scrollIntoView({ block: 'center' })
    element?.focus({ preventScroll: true })
  }

  const send = async (values: ProjectSubmitValues) => {
    setSending(true)
    try {
      const result = editing ? await resubmitProjectAction(editing.slug, values) : await submitProjectAction(values)
      if (result.ok) {
        toast.show({ tone: 'success', title: editing ? M.resubmitted : M.success })
        // Long enough to read the toast, which leaves with the page.
        setTimeout(() => router.push(`/p/${result.slug}`), 1000)
        return
      }
      if (!result.fieldErrors) {
        toast.show({ tone: 'error', title: `${M.failurePrefix}${result.message}` })
      } else {
        for (const [name, message] of Object.entries(result.fieldErrors) as [ProjectSubmitField, string][]) {
          setError(name, { type: 'server', message })
        }
        showInvalid(result.fieldErrors)
      }
    } catch {
      toast.show({ tone: 'error', title: `${M.failurePrefix}${M.unknownError}` })
    }
    setSending(false)
  }

  return (
    <FormProvider {...form}>
      {editing ? (
        <p className="mt-6 text-stone-700">
          {REQUEST_TABS.find((tab) => tab.type === type)?.label} — corrige ton projet puis renvoie-le : l’équipe le
          relit à nouveau.
        </p>
      ) : (
        <RequestTypeTabs prefix={id} type={type} onChoose={chooseTab} />
      )}

      {!editing && type === 'visibility' && visibilityLimit ? (
        <VisibilityLimitPanel prefix={id} message={visibilityLimit} onFeedback={() => chooseTab('feedback')} />
      ) : (
        <form
          id={panelId(id)}
          role={editing ? undefined : 'tabpanel'}
          aria-labelledby={editing ? undefined : tabId(id, type)}
          aria-label={editing ? 'Modifier mon projet' : undefined}
          onSubmit={handleSubmit(send, showInvalid)}
          noValidate
          className="mt-6 space-y-6"
        >
          <RequestNotices type={type} waitlist={waitlist} />
          <ProjectTextFields prefix={id} />
          <HeroImageField prefix={id} initialImageUrl={editing?.imageUrl ?? null} onUploading={setUploading} />
          <RequestDetails prefix={id} type={type} />
          <SubmitCommitments
            prefix={id}
            type={type}
            campaignPrice={campaignPrice}
            charter={charter}
            sending={sending}
            busy={uploading}
            editing={Boolean(editing)}
          />
        </form>
      )}
      <Toast {...toast} />
    </FormProvider>
  )
}

function RequestNotices({ type, waitlist }: { type: RequestType; waitlist: boolean }) {
  const {
    formState: { errors },
  } = useFormContext<ProjectSubmitValues>()
  return (
    <>
      {waitlist && (
        <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-800">
          Ta publication sur la page communauté peut être différée tant que ton compte n&apos;est pas activé.
        </p>
      )}
      {type === 'visibility' ? (
        <p className="rounded-xl border border-orange-200 bg-orange-50 p-3 text-sm font-medium text-orange-900">
          Retour sous 48h après validation de votre demande.
        </p>
      ) : (
        <p className="rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm font-medium text-sky-900">
          Publication après modération (≤ 24h).
        </p>
      )}
      {errors.request_type && <p className="text-sm text-red-700">{errors.request_type.message}</p>}
    </>
  )
}

function RequestDetails({ prefix, type }: { prefix: string; type: RequestType }) {
  const { fieldId, errorOf, registered, field } = useSubmitFields(prefix)
  return (
    <>
      <TextField {...field('hero_image_alt')} label="Texte alternatif de l’image" required maxLength={300} />
      {type === 'feedback' && (
        <Field id={fieldId('feedback_request')} label="Ce que je cherche" error={errorOf('feedback_request')}>
          {(control) => (
            <textarea
              {...control}
              {...registered('feedback_request')}
              maxLength={FEEDBACK_REQUEST_MAX_LENGTH}
              rows={4}
              className={inputClass}
            />
          )}
        </Field>
      )}
      {type === 'feedback' && <BetaTestFields prefix={prefix} />}
    </>
  )
}

/** Places and the tester's instructions, changed later from the project's page ("Gérer mon projet"). */
function BetaTestFields({ prefix }: { prefix: string }) {
  const { fieldId, errorOf, registered, field } = useSubmitFields(prefix)
  return (
    <fieldset className="space-y-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 font-semibold">Bêta-test</legend>
      <TextField
        {...field('beta_places')}
        label="Places de bêta-test"
        note={`De 0 à ${BETA_PLACES_MAX} : 0 si tu ne cherches pas de testeurs. Tu choisis qui tu acceptes.`}
        type="number"
        inputMode="numeric"
        min={0}
        max={BETA_PLACES_MAX}
        step={1}
      />
      <Field
        id={fieldId('beta_instructions')}
        label="Consignes pour les bêta-testeurs"
        note="Envoyées par e-mail aux seuls testeurs que tu acceptes."
        optional
        error={errorOf('beta_instructions')}
      >
        {(control) => (
          <textarea
            {...control}
            {...registered('beta_instructions')}
            maxLength={BETA_INSTRUCTIONS_MAX}
            rows={3}
            className={inputClass}
          />
        )}
      </Field>
    </fieldset>
  )
}
