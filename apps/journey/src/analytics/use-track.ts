import { useEffect, useMemo, useRef } from 'react';
import { useServices } from '../app/use-services.ts';
import { type JourneyTracker, trackerOf } from './journey-events.ts';

/**
 * The journey's events from a screen, one call each (journey-events.ts): they reach every analytics tool the
 * configuration enables, and none when analytics is off.
 *
 * @example
 * const track = useTrack();
 * track.formulaChosen('balanced');
 */
export function useTrack(): JourneyTracker {
  const { analytics } = useServices();
  return useMemo(() => trackerOf(analytics), [analytics]);
}

/**
 * Sends a journey event once a screen's state says it happened (not a press: the finalization's answer),
 * once per screen.
 *
 * @example
 * useTrackWhen(finalize.isSuccess, (track) => track.subscriptionFinalized());
 */
export function useTrackWhen(happened: boolean, send: (track: JourneyTracker) => void): void {
  const track = useTrack();
  const sent = useRef(false);
  useEffect(() => {
    if (!happened || sent.current) return;
    sent.current = true;
    send(track);
  }, [happened, send, track]);
}
