/** What the card fields say as they are filled: complete, and the provider's own error text if any. */
export type CardChange = { complete: boolean; error: string | undefined };

/** How a card confirmation ended: a reference the core is told about (both outcomes), or no attempt. */
export type CardOutcome =
  | { kind: 'succeeded'; reference: string }
  | { kind: 'declined'; reference: string }
  | { kind: 'error'; message: string };

/** Card fields mounted in the page by the provider's script. */
export type CardFields = {
  /** Confirms the payment of this client secret with the card typed in the fields. */
  confirm(clientSecret: string): Promise<CardOutcome>;
  /** Moves the focus into the fields. */
  focus(): void;
  /** Removes the fields. */
  destroy(): void;
};

/** What the journey gives a provider when it mounts the fields. */
export type CardMountOptions = {
  /** The page's locale (`fr-FR`): the fields' labels follow it. */
  locale: string;
  /** The tenant's primary colour. */
  primaryColor: string;
  onReady: () => void;
  onChange: (change: CardChange) => void;
  onError: (message: string) => void;
};

/**
 * The card payment provider as the payment screen sees it ("Other"): its script, loaded with the
 * publishable key from the runtime configuration, mounts the card fields; a real provider is one adapter
 * file beside `sandbox-card-provider.ts`.
 */
export type CardProvider = {
  mount(element: HTMLElement, options: CardMountOptions): Promise<CardFields>;
};
