export function ProfileCompletionStatus({
  missing,
  awaitingActivation,
}: {
  missing: string[]
  /** A waitlist member: a complete profile speeds their activation up, which only they are told. */
  awaitingActivation: boolean
}) {
  // Judged by the profile rule on what is saved, whatever the sign-up's shorter rule said.
  return (
    <>
      <div
        role="status"
        className={`rounded-xl p-3 text-sm font-medium ${missing.length === 0 ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'}`}
      >
        {missing.length === 0 ? (
          <p>Ton profil est complet.</p>
        ) : (
          <>
            <p>
              {awaitingActivation
                ? 'Pour compléter ton profil (et accélérer ton activation), il manque :'
                : 'Pour compléter ton profil, il manque :'}
            </p>
            <ul className="mt-1 list-disc pl-5 font-normal" data-testid="profile-missing">
              {missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  )
}
