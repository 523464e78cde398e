// The sandbox card payment provider's script, loaded by the journey from the core with a
// publishable key, in the shape of the common providers' (Stripe-like). The card fields live in a frame of
// the provider's origin: the card number never reaches the page that loads this script.
//
//   const sandbox = Sandbox('pk_test_…', { locale: 'fr-FR' });
//   const elements = sandbox.elements({ appearance: { variables: { colorPrimary: '#2457d6' } } });
//   const card = elements.create('card');
//   card.on('ready', () => {}); card.on('change', ({ complete, empty, error }) => {}); card.on('error', …);
//   card.mount(document.querySelector('#card'));
//   const { paymentIntent, error } = await sandbox.confirmPayment({ elements, clientSecret });
(() => {
  const PROTOCOL = 'souscrire-sandbox-payment';
  const providerOrigin = new URL(document.currentScript?.src ?? location.href).origin;
  // The frame's accessible name, in the page's language (the fields' own texts come with the frame).
  const TITLES = {
    en: 'Secure card payment fields',
    fr: 'Champs sécurisés de paiement par carte',
    de: 'Sichere Felder für die Kartenzahlung',
    it: 'Campi sicuri per il pagamento con carta',
    es: 'Campos seguros de pago con tarjeta',
  };

  function createCard(sandbox, appearance) {
    const listeners = { ready: [], change: [], error: [] };
    const pending = new Map();
    let frame = null;
    let ready = false;
    const emit = (type, detail) => {
      for (const listener of listeners[type] ?? []) listener(detail);
    };
    const onMessage = (event) => {
      if (frame === null || event.source !== frame.contentWindow || event.origin !== providerOrigin) return;
      const data = event.data;
      if (typeof data !== 'object' || data === null || data.protocol !== PROTOCOL) return;
      if (data.type === 'resize') frame.style.height = `${Math.ceil(data.height)}px`;
      else if (data.type === 'ready') {
        ready = true;
        emit('ready', {});
      } else if (data.type === 'change') emit('change', data.detail);
      else if (data.type === 'error') emit('error', data.detail);
      else if (data.type === 'result') {
        pending.get(data.requestId)?.(data.result);
        pending.delete(data.requestId);
      }
    };
    return {
      /** Listens to 'ready', 'change' ({ complete, empty, error }) or 'error' ({ message }). */
      on(type, listener) {
        listeners[type]?.push(listener);
        return this;
      },
      /** Frames the card fields inside an element of the page. */
      mount(element) {
        if (frame !== null) throw new Error('This card element is already mounted.');
        const query = new URLSearchParams({
          key: sandbox.publishableKey,
          locale: sandbox.locale,
          origin: location.origin,
          color: appearance?.variables?.colorPrimary ?? '',
        });
        frame = document.createElement('iframe');
        frame.src = `${providerOrigin}/sandbox/payment-provider/card?${query}`;
        frame.title = TITLES[sandbox.locale.slice(0, 2)] ?? TITLES.en;
        frame.setAttribute('allow', 'payment');
        frame.style.cssText = 'width:100%;height:10rem;border:0;display:block;';
        frame.addEventListener('error', () =>
          emit('error', { message: 'The card fields could not be loaded.' }),
        );
        window.addEventListener('message', onMessage);
        element.append(frame);
      },
      /** Removes the fields from the page. */
      unmount() {
        window.removeEventListener('message', onMessage);
        frame?.remove();
        frame = null;
        ready = false;
      },
      /** Moves the focus into the card number. */
      focus() {
        frame?.contentWindow?.postMessage({ protocol: PROTOCOL, type: 'focus' }, providerOrigin);
      },
      // Asks the fields to confirm a payment with its client secret; resolves with the fields' answer.
      _confirm(clientSecret) {
        if (frame === null || !ready) {
          return Promise.resolve({
            error: { type: 'invalid_request_error', message: 'The card fields are not ready.' },
          });
        }
        const requestId = crypto.randomUUID();
        return new Promise((resolve) => {
          pending.set(requestId, resolve);
          frame.contentWindow.postMessage(
            { protocol: PROTOCOL, type: 'confirm', requestId, clientSecret },
            providerOrigin,
          );
        });
      },
    };
  }

  /** The provider's entry point: its publishable key and the page's locale. */
  window.Sandbox = (publishableKey, options = {}) => {
    if (!/^pk_test_\w{4,64}$/.test(publishableKey ?? ''))
      throw new Error('Sandbox: a pk_test_ publishable key is required.');
    const sandbox = { publishableKey, locale: options.locale ?? 'en' };
    return {
      /** The elements of one payment form, dressed by `appearance.variables.colorPrimary`. */
      elements({ appearance } = {}) {
        const created = new Map();
        return {
          create(type) {
            if (type !== 'card') throw new Error(`Sandbox: no '${type}' element (only 'card').`);
            if (created.has(type)) throw new Error('Sandbox: one card element per form.');
            const card = createCard(sandbox, appearance);
            created.set(type, card);
            return card;
          },
          getElement: (type) => created.get(type) ?? null,
        };
      },
      /**
       * Confirms a payment with the card of `elements`: `{ paymentIntent: { id, status: 'succeeded' } }`, or
       * `{ error: { type, code, message, payment_intent? } }` (a declined card names its payment intent, whose
       * reference the merchant still hands back to its server).
       */
      confirmPayment({ elements, clientSecret }) {
        const card = elements?.getElement('card');
        if (!card) {
          return Promise.resolve({ error: { type: 'invalid_request_error', message: 'No card element.' } });
        }
        return card._confirm(clientSecret);
      },
    };
  };
})();
