import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { matomoConsentId } from '../core/consents.ts';
import { isConsentGiven } from '../store/consents.ts';
import { trackWhileConsented } from './track-while-consented.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

/**
 * Matomo on every page, only while the visitor consents to it: consenting in the banner starts
 * tracking at once (no reload), withdrawing stops it. Without consent nothing is requested from
 * Matomo at all. Renders nothing.
 */
export default function Analytics({ url, siteId }: WidgetProps<'analytics'>) {
  useSignals();
  const consented = isConsentGiven(matomoConsentId);
  useEffect(() => (consented ? trackWhileConsented({ url, siteId }) : undefined), [consented, url, siteId]);
  return null;
}
