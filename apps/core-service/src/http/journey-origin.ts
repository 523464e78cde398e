/** The journey's origins: http://localhost and http://<tenant>.localhost on any port (ARCHITECTURE: Ports). */
export function isJourneyOrigin(origin: string): boolean {
  return (
    /^http:\/\/([a-z0-9-]+\.)?localhost(:\d+)?$/.test(origin) || /^http:\/\/127\.0\.0\.1(:\d+)?$/.test(origin)
  );
}
