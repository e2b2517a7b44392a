/** The request header that moves the test server's clock ahead (server-clock.ts); its own file so the server loads nothing else. */
export const CLOCK_OFFSET_HEADER = 'x-e2e-clock-offset-ms';
