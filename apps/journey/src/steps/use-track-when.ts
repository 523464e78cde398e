import { useEffect, useRef } from 'react';
import type { JourneyTracker } from '../analytics/journey-events.ts';
import { useTrack } from './step-context.ts';

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
