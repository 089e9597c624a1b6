'use client'

import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { type FieldErrors, FormProvider, type Path, useForm } from 'react-hook-form'

import { checkApplicationEmailAction, submitApplicationAction } from '@/actions/submitApplication'
import {
  APPLICATION_FAILURE,
  type ApplicationResult,
  DUPLICATE_APPLICATION,
  DUPLICATE_ERROR_TYPE,
  TOO_MANY_APPLICATIONS,
} from '@/apply/outcomes'
import { CharterDialog, type CharterSection } from '@/components/CharterDialog'
import { lazyResolver } from '@/components/form/lazyResolver'
import { Toast, useToast } from '@/components/Toast'
import {
  APPLICATION_STEP_COUNT,
  APPLICATION_STEP_FIELDS,
  type ApplicationField,
  type ApplicationFieldErrors,
  type ApplicationValues,
  EMPTY_APPLICATION,
  firstStepWithError,
} from '@/validation/applicationForm'

import { Analysing, Saved } from './ApplicationOutcome'
import { StepButtons } from './StepButtons'
import { CommitmentStep } from './steps/CommitmentStep'
import { IdentityStep } from './steps/IdentityStep'
import { NetworksStep } from './steps/NetworksStep'
import { ProjectStep } from './steps/ProjectStep'
import { StatusStep } from './steps/StatusStep'
import { STEP_TITLES } from './steps/useStepForm'
import { WizardProgress } from './WizardProgress'

export const ANALYSIS_DELAY_MS = 2_000

const LAST_STEP = APPLICATION_STEP_COUNT - 1

type Phase = 'form' | 'analysing' | 'saved'

/** The audience rule spans three fields: its error takes the focus to the first count. */
const focusTarget = (field: ApplicationField): Path<ApplicationValues> =>
  field === 'audience' ? 'linkedin_count' : field

const messagesOf = (errors: FieldErrors<ApplicationValues>): ApplicationFieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))

/** The same zod schema as the server; the form keeps every answer, so going back or a server failure loses none. */
export function ApplicationWizard({
  charter,
  minAudience,
  capacity,
}: {
  charter: CharterSection[]
  minAudience: number
  capacity: number
}) {
  const resolver = useMemo(
    () => lazyResolver(() => import('@/components/form/resolvers').then((r) => r.applicationResolver(minAudience))),
    [minAudience],
  )
  const form = useForm<ApplicationValues>({
    defaultValues: EMPTY_APPLICATION,
    resolver,
    // An error shows once its field is left, then follows every change (every field's, once sent).
    mode: 'onTouched',
    // The focus goes to the step that holds the first error (below), whose fields may not be shown.
    shouldFocusError: false,
  })
  const { handleSubmit, setError, setFocus, setValue, trigger } = form

  const [phase, setPhase] = useState<Phase>('form')
  const [step, setStep] = useState(0)
  const [charterOpen, setCharterOpen] = useState(false)
  const toast = useToast()
  // A ref, not state: a second click in the same tick must already see the first one.
  const sending = useRef(false)

  const headingRef = useRef<HTMLHeadingElement>(null)
  const focusHeading = useRef(false)
  useEffect(() => {
    if (!focusHeading.current) return
    focusHeading.current = false
    headingRef.current?.focus()
  }, [step, phase])

  const goTo = (next: number) => {
    focusHeading.current = true
    setStep(next)
  }

  const showServerErrors = (fieldErrors: ApplicationFieldErrors) => {
    for (const [field, message] of Object.entries(fieldErrors) as [ApplicationField, string][]) {
      setError(field as Path<ApplicationValues>, { type: 'server', message })
    }
  }

  const showFirstInvalid = (errors: FieldErrors<ApplicationValues>) => {
    const firstInvalid = firstStepWithError(messagesOf(errors)) ?? step
    if (firstInvalid !== step) goTo(firstInvalid)
    else setFocus('accepts_charter')
  }

  async function send(values: ApplicationValues) {
    if (sending.current) return
    sending.current = true
    focusHeading.current = true
    setPhase('analysing')
    let result: ApplicationResult
    try {
      // An invitation link carries its referral as ?ref=… (read here so the page stays static).
      result = await submitApplicationAction(values, new URLSearchParams(window.location.search).get('ref'))
    } catch {
      result = { status: 'failed' }
    }
    if (result.status === 'saved') {
      await new Promise((resolve) => setTimeout(resolve, ANALYSIS_DELAY_MS))
      focusHeading.current = true
      setPhase('saved')
      return
    }

    sending.current = false
    focusHeading.current = true
    setPhase('form')
    if (result.status === 'duplicate') {
      setStep(0)
      showDuplicate()
    } else if (result.status === 'invalid') {
      showServerErrors(result.fieldErrors)
      setStep(firstStepWithError(result.fieldErrors) ?? step)
    } else if (result.status === 'limited') {
      toast.show({ tone: 'error', ...TOO_MANY_APPLICATIONS })
    } else {
      toast.show({ tone: 'error', ...APPLICATION_FAILURE })
    }
  }

  const showDuplicate = () => {
    setError('email', { type: DUPLICATE_ERROR_TYPE, message: DUPLICATE_APPLICATION.description })
    toast.show({ tone: 'error', ...DUPLICATE_APPLICATION })
  }

  /** Only a "yes" holds the applicant back: if the check cannot answer, the submission asks again. */
  const emailIsFree = async () => {
    const check = await checkApplicationEmailAction(form.getValues('email')).catch(() => null)
    if (check?.status === 'duplicate') showDuplicate()
    else if (check?.status === 'limited') toast.show({ tone: 'error', ...TOO_MANY_APPLICATIONS })
    else return true
    setFocus('email')
    return false
  }

  /**
   * Without this the last message went away only on the press, moving
   * the button from under the pointer, and the press was lost.
   */
  const followEveryChange = (fields: readonly ApplicationField[]) => {
    for (const field of fields) {
      if (field === 'audience') continue
      setValue(field as Path<ApplicationValues>, form.getValues(field as Path<ApplicationValues>), {
        shouldTouch: true,
      })
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (step === LAST_STEP) return handleSubmit(send, showFirstInvalid)(event)
    event.preventDefault()
    const fields = APPLICATION_STEP_FIELDS[step]!
    // Unregistered, `audience` is still taken from the resolver's answer.
    if (await trigger([...fields] as Path<ApplicationValues>[])) {
      if (step === 0 && !(await emailIsFree())) return
      return goTo(step + 1)
    }
    followEveryChange(fields)
    // Read from the form's state now: the `formState` of this render predates the check.
    const firstInvalid = fields.find((field) => form.getFieldState(field as Path<ApplicationValues>).invalid)
    if (firstInvalid) setFocus(focusTarget(firstInvalid))
  }

  return (
    <>
      {phase === 'analysing' && <Analysing headingRef={headingRef} />}
      {phase === 'saved' && <Saved headingRef={headingRef} capacity={capacity} />}
      {phase === 'form' && (
        <div className="mt-8">
          <WizardProgress step={step} />

          <FormProvider {...form}>
            <form
              onSubmit={onSubmit}
              noValidate
              aria-labelledby="apply-step-title"
              className="mt-6 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
            >
              <h2 id="apply-step-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
                <span className="sr-only">
                  Étape {step + 1} sur {APPLICATION_STEP_COUNT} :{' '}
                </span>
                {STEP_TITLES[step]}
              </h2>
              <div className="mt-6 space-y-5">
                {step === 0 && <IdentityStep />}
                {step === 1 && <NetworksStep minAudience={minAudience} />}
                {step === 2 && <ProjectStep />}
                {step === 3 && <StatusStep />}
                {step === 4 && <CommitmentStep onReadCharter={() => setCharterOpen(true)} />}
              </div>
              <StepButtons step={step} last={step === LAST_STEP} onBack={() => goTo(step - 1)} />
            </form>
          </FormProvider>
        </div>
      )}
      <CharterDialog
        open={charterOpen}
        sections={charter}
        onClose={() => setCharterOpen(false)}
        onAccept={() => {
          setValue('accepts_charter', true, { shouldTouch: true, shouldValidate: true })
        }}
      />
      <Toast {...toast} />
    </>
  )
}
