'use client';

import { useRouter } from 'next/navigation';
import { ButtonLink } from '@/components/button-link';
import { CenteredPage } from '@/components/centered-page';
import { accessMessages, mfaMessages } from '../messages';
import { TwoFactorSection } from './shared/two-factor-section';

/**
 * What an administrator without a second factor sees instead of the administration while the club
 * requires one: the enrolment, and once its first code is in, the administration itself (the
 * session now carries the second factor, which the database asks of administrators).
 */
export function SecondFactorRequired() {
  const router = useRouter();
  return (
    <CenteredPage title={mfaMessages.requiredTitle}>
      <div className="flex flex-col gap-4 rounded-large border border-default-200 p-4">
        <p className="text-default-700">{mfaMessages.requiredIntro}</p>
        <TwoFactorSection onEnabled={() => router.refresh()} />
        <div>
          <ButtonLink href="/" variant="bordered">
            {accessMessages.backHome}
          </ButtonLink>
        </div>
      </div>
    </CenteredPage>
  );
}
