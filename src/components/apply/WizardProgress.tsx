import { APPLICATION_STEP_COUNT } from '@/validation/applicationForm'

export function WizardProgress({ step }: { step: number }) {
  const percent = Math.round(((step + 1) / APPLICATION_STEP_COUNT) * 100)
  return (
    <>
      <div className="flex items-center justify-between text-sm font-medium text-stone-700">
        <p>
          Étape {step + 1} sur {APPLICATION_STEP_COUNT}
        </p>
        <p data-testid="apply-percent">{percent}&nbsp;%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Progression de la candidature"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Étape ${step + 1} sur ${APPLICATION_STEP_COUNT}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </>
  )
}
