import type { CardFields, CardMountOptions, CardOutcome, CardProvider } from './card-provider.ts';

/** The API of the sandbox provider's script (core: http/sandbox-payment-provider/provider.js), Stripe-like. */
type SandboxCard = {
  on(type: 'ready', listener: () => void): SandboxCard;
  on(
    type: 'change',
    listener: (detail: { complete: boolean; error?: { message: string } }) => void,
  ): SandboxCard;
  on(type: 'error', listener: (detail: { message: string }) => void): SandboxCard;
  mount(element: HTMLElement): void;
  unmount(): void;
  focus(): void;
};
type SandboxElements = { create(type: 'card'): SandboxCard };
type SandboxResult = {
  paymentIntent?: { id: string; status: string };
  error?: { message: string; payment_intent?: { id: string } };
};
type SandboxInstance = {
  elements(options: { appearance: { variables: { colorPrimary: string } } }): SandboxElements;
  confirmPayment(options: { elements: SandboxElements; clientSecret: string }): Promise<SandboxResult>;
};
type SandboxFactory = (publishableKey: string, options: { locale: string }) => SandboxInstance;

const loaded = new Map<string, Promise<void>>();

/** Adds the provider's script to the page once (the CSP's script-src allows its origin). */
function loadScript(url: string): Promise<void> {
  let loading = loaded.get(url);
  if (loading === undefined) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loaded.delete(url);
        script.remove();
        reject(new Error(`The payment provider's script could not be loaded (${url})`));
      });
      document.head.append(script);
    });
    loaded.set(url, loading);
  }
  return loading;
}

/**
 * The sandbox provider's adapter: loads its script from the configured address, creates its card element
 * with the publishable key, the page's locale and the tenant's colour, and turns its results into
 * {@link CardOutcome}s (a declined card still names the reference the core is told about).
 *
 * @example
 * const provider = sandboxCardProvider(config.paymentScriptUrl, config.paymentPublishableKey);
 */
export function sandboxCardProvider(scriptUrl: string, publishableKey: string): CardProvider {
  return {
    async mount(element: HTMLElement, options: CardMountOptions): Promise<CardFields> {
      await loadScript(scriptUrl);
      const factory = (window as unknown as { Sandbox?: SandboxFactory }).Sandbox;
      if (factory === undefined) throw new Error("The payment provider's script defined no Sandbox()");
      const sandbox = factory(publishableKey, { locale: options.locale });
      const elements = sandbox.elements({
        appearance: { variables: { colorPrimary: options.primaryColor } },
      });
      const card = elements.create('card');
      card
        .on('ready', options.onReady)
        .on('change', (detail) =>
          options.onChange({ complete: detail.complete, error: detail.error?.message }),
        )
        .on('error', (detail) => options.onError(detail.message));
      card.mount(element);
      return {
        async confirm(clientSecret: string): Promise<CardOutcome> {
          const result = await sandbox.confirmPayment({ elements, clientSecret });
          if (result.paymentIntent !== undefined)
            return { kind: 'succeeded', reference: result.paymentIntent.id };
          const declined = result.error?.payment_intent?.id;
          if (declined !== undefined) return { kind: 'declined', reference: declined };
          return { kind: 'error', message: result.error?.message ?? '' };
        },
        focus: () => card.focus(),
        destroy: () => card.unmount(),
      };
    },
  };
}
