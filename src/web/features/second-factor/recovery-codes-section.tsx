import { secondFactorMessages as m } from '@domain/messages/second-factor';
import { useState } from 'react';
import { Button, Card, ConfirmDialog } from '../../ui';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { useRenewRecoveryCodes, useSecondFactorStatus } from './second-factor-queries';

// On an admin's /profile (decision 036): how many recovery codes are left, and ten new ones in place of all of them
// when few are left or the printout is lost. The new codes show once, as at enrolment.

export function RecoveryCodesSection() {
  const status = useSecondFactorStatus();
  const renew = useRenewRecoveryCodes();
  const [confirming, setConfirming] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
  const factor = status.data;
  // Only for a factor that is set up and that this session has passed (the server refuses anything else).
  if (factor?.state !== 'verified' || (!factor.totp && factor.passkeys === 0)) return null;
  return (
    <Card title={m.recoveryCodesSectionTitle}>
      <p className="mb-3 text-base text-stone-700">{m.recoveryCodesSectionIntro}</p>
      <p className="mb-3 text-base font-medium text-stone-900">{m.recoveryLeft(factor.recoveryCodesLeft)}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {m.recoveryCodesRenew}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={m.recoveryCodesRenewConfirm}
        description={m.recoveryCodesRenewDescription}
        confirmLabel={m.recoveryCodesRenew}
        tone="primary"
        onConfirm={async () => setCodes((await renew.mutateAsync()).recoveryCodes)}
        onOpenChange={setConfirming}
      />
    </Card>
  );
}
