import { outlineButton, primaryButton } from '@/components/buttonStyles'

export function StepButtons({ step, last, onBack }: { step: number; last: boolean; onBack: () => void }) {
  return (
    <div className="mt-8 flex flex-wrap-reverse items-center justify-between gap-3">
      {step > 0 ? (
        <button type="button" onClick={onBack} className={outlineButton()}>
          Retour
        </button>
      ) : (
        <span />
      )}
      {!last ? (
        <button type="submit" className={primaryButton()}>
          Suivant
        </button>
      ) : (
        <button type="submit" className={primaryButton()}>
          Envoyer ma candidature
        </button>
      )}
    </div>
  )
}
