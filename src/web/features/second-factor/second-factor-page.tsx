import { secondFactorMessages as m } from '@domain/messages/second-factor';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/paths';
import { logout, meQueryKey, useMe } from '../../lib/session';
import { Button, PageHeader } from '../../ui';
import { EnrolFactor } from './enrol-factor';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { VerifyFactor } from './verify-factor';

// /zweiter-faktor (decision 036): an admin's session passes the second factor here before any admin page opens.
// Enrolment at the first admin sign-in (TOTP app or passkey, then the recovery codes), verification at every later
// one. The route's guard sends everyone else on to redirectTo, and the admin too once /api/me says it passed.

export function SecondFactorPage() {
  const { me } = useMe();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [codesKept, setCodesKept] = useState(false);
  const enrolling = me?.secondFactor === 'enrol' || recoveryCodes !== null;
  const done = () => {
    setCodesKept(true);
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
  // Past the factor (and the codes of an enrolment kept): on to the page the admin wanted.
  if (me && !me.secondFactor && (recoveryCodes === null || codesKept)) {
    return <Navigate to={safeRedirect(params.get('redirectTo'), me.role)} replace />;
  }

  const enrolled = (codes: string[]) => {
    // An account enrolled before keeps its codes: nothing to show, on to the admin pages.
    if (codes.length === 0) done();
    else setRecoveryCodes(codes);
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <PageHeader title={enrolling ? m.enrolTitle : m.verifyTitle} />
      {recoveryCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} onDone={done} />
      ) : enrolling ? (
        <EnrolFactor onEnrolled={enrolled} />
      ) : (
        <VerifyFactor />
      )}
      <div>
        <Button variant="ghost" size="sm" onClick={() => void logout()}>
          {m.signOut}
        </Button>
      </div>
    </div>
  );
}
