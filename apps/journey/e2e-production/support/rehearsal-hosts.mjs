// Preloaded into the rehearsal's web servers (NODE_OPTIONS=--import): the rehearsal's host names
// (`*.souscrire.test`) lead to this machine, as Chromium's host resolver rules have them do for the browser, so
// that the web servers forward `/core/*` to the core on `api.souscrire.test` as they would on a real domain.
import dns from 'node:dns';

const REHEARSAL_DOMAIN = /(^|\.)souscrire\.test$/;
const systemLookup = dns.lookup;
dns.lookup = function rehearsalLookup(hostname, options, callback) {
  const done = typeof options === 'function' ? options : callback;
  if (!REHEARSAL_DOMAIN.test(hostname)) return systemLookup.call(dns, hostname, options, callback);
  const all = typeof options === 'object' && options !== null && options.all === true;
  process.nextTick(() =>
    all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4),
  );
  return undefined;
};
