// The sandbox provider's card fields, framed by provider.js in the journey's page. It answers the
// script only at the journey's exact origin, checks the card as a provider would, and asks the core to
// confirm the payment; the 0 € authorisation is asked here, as a bank's challenge would be.
(() => {
  const PROTOCOL = 'souscrire-sandbox-payment';
  const main = document.getElementById('card');
  const parentOrigin = main.dataset.origin;
  const publishableKey = main.dataset.key;
  const language = main.dataset.language;
  const texts = JSON.parse(document.getElementById('texts').textContent);
  const fields = {
    number: document.getElementById('number'),
    expiry: document.getElementById('expiry'),
    cvc: document.getElementById('cvc'),
  };
  const formError = document.getElementById('form-error');
  const authorisation = document.getElementById('authorisation');
  const send = (message) => parent.postMessage({ protocol: PROTOCOL, ...message }, parentOrigin);
  const resize = () => send({ type: 'resize', height: document.documentElement.scrollHeight });

  const digits = (value) => value.replace(/\D/g, '');
  const luhn = (number) => {
    let sum = 0;
    for (let index = 0; index < number.length; index += 1) {
      let digit = Number(number[number.length - 1 - index]);
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  };
  const checks = {
    number: (value) => digits(value).length >= 12 && digits(value).length <= 19 && luhn(digits(value)),
    expiry: (value) => {
      const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
      if (match === null || Number(match[1]) < 1 || Number(match[1]) > 12) return false;
      const now = new Date();
      const year = 2000 + Number(match[2]);
      return (
        year > now.getFullYear() || (year === now.getFullYear() && Number(match[1]) >= now.getMonth() + 1)
      );
    },
    cvc: (value) => /^\d{3,4}$/.test(value.trim()),
  };
  const messages = { number: texts.invalidNumber, expiry: texts.invalidExpiry, cvc: texts.invalidCvc };
  const invalid = () => Object.keys(fields).filter((name) => !checks[name](fields[name].value));
  const showError = (name, shown) => {
    fields[name].setAttribute('aria-invalid', String(shown));
    document.getElementById(`${name}-error`).textContent = shown ? messages[name] : '';
  };
  const change = () => {
    const wrong = invalid();
    const empty = Object.values(fields).every((field) => field.value.trim() === '');
    const shown = wrong.find((name) => fields[name].getAttribute('aria-invalid') === 'true');
    send({
      type: 'change',
      detail: {
        complete: wrong.length === 0,
        empty,
        error: shown ? { message: messages[shown] } : undefined,
      },
    });
  };
  for (const [name, field] of Object.entries(fields)) {
    field.addEventListener('blur', () => {
      if (field.value.trim() !== '') showError(name, !checks[name](field.value));
      change();
      resize();
    });
    field.addEventListener('input', () => {
      if (field.getAttribute('aria-invalid') === 'true' && checks[name](field.value)) showError(name, false);
      formError.textContent = '';
      change();
      resize();
    });
  }

  const call = async (path, body) => {
    const response = await fetch(`/sandbox/payment-provider/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const outcome = (answer) =>
    answer.status === 'succeeded'
      ? { paymentIntent: { id: answer.reference, status: 'succeeded' } }
      : {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: texts.declined,
            payment_intent: { id: answer.reference, status: 'requires_payment_method' },
          },
        };
  const askAuthorisation = (amount, clientSecret) =>
    new Promise((resolve) => {
      document.getElementById('fields').hidden = true;
      document.getElementById('authorisation-text').textContent = texts.authorisation.replace(
        '{amount}',
        amount,
      );
      authorisation.hidden = false;
      resize();
      document.getElementById('validate').focus();
      const answer = (value) => () => {
        authorisation.hidden = true;
        document.getElementById('fields').hidden = false;
        resize();
        resolve(call('authorise', { client_secret: clientSecret, answer: value }));
      };
      document.getElementById('validate').onclick = answer('accept');
      document.getElementById('refuse').onclick = answer('refuse');
    });
  const confirm = async (clientSecret) => {
    const wrong = invalid();
    if (wrong.length > 0) {
      for (const name of wrong) showError(name, true);
      fields[wrong[0]].focus();
      resize();
      return { error: { type: 'validation_error', code: 'incomplete', message: texts.incomplete } };
    }
    try {
      let answer = await call('confirm', {
        client_secret: clientSecret,
        publishable_key: publishableKey,
        locale: language,
        card_number: digits(fields.number.value),
      });
      if (answer.status === 'requires_authorisation')
        answer = await askAuthorisation(answer.amount, clientSecret);
      const result = outcome(answer);
      if (result.error) formError.textContent = result.error.message;
      resize();
      return result;
    } catch {
      formError.textContent = texts.failure;
      resize();
      send({ type: 'error', detail: { message: texts.failure } });
      return { error: { type: 'api_error', message: texts.failure } };
    }
  };

  window.addEventListener('message', (event) => {
    if (event.source !== parent || event.origin !== parentOrigin) return;
    const data = event.data;
    if (typeof data !== 'object' || data === null || data.protocol !== PROTOCOL) return;
    if (data.type === 'focus') fields.number.focus();
    if (data.type === 'confirm') {
      void confirm(data.clientSecret).then((result) =>
        send({ type: 'result', requestId: data.requestId, result }),
      );
    }
  });
  new ResizeObserver(resize).observe(document.body);
  // The fields show before this script has run (on a slow network, it comes after them): what was typed in them
  // meanwhile fired no listener, so their state as found is the first one reported.
  change();
  send({ type: 'ready' });
  resize();
})();
