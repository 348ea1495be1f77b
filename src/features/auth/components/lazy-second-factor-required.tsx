'use client';

import dynamic from 'next/dynamic';

/**
 * The required enrolment, for the administration's frame: few admins ever see it, so its code
 * (the authenticator enrolment, its form) comes only when it is shown, not with every admin page.
 */
export const LazySecondFactorRequired = dynamic(() => import('./second-factor-required').then((module) => module.SecondFactorRequired));
