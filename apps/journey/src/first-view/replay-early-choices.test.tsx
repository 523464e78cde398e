import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { replayEarlyChoices } from './replay-early-choices.ts';

/** A controlled choice as the home page's cards are: what the app knows is shown beside the inputs. */
function Choices({ initial = null }: { initial?: string | null }) {
  const [product, setProduct] = useState<string | null>(initial);
  const [terms, setTerms] = useState(false);
  return (
    <form>
      {['rc-pro', 'multirisk'].map((slug) => (
        <input
          key={slug}
          type="radio"
          name="product"
          aria-label={slug}
          checked={product === slug}
          onChange={() => setProduct(slug)}
        />
      ))}
      <input
        type="checkbox"
        aria-label="terms"
        checked={terms}
        onChange={(event) => setTerms(event.target.checked)}
      />
      <output>{`${product ?? 'none'} ${terms ? 'accepted' : 'not accepted'}`}</output>
    </form>
  );
}

let container: HTMLElement;
afterEach(() => {
  container.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The server's HTML, pressed on by the visitor before React hydrates it. */
async function hydratedAfter(press: (inputs: Record<string, HTMLInputElement>) => void, initial?: string) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Choices initial={initial} />);
  document.body.append(container);
  const inputs = Object.fromEntries(
    [...container.querySelectorAll('input')].map((input) => [input.getAttribute('aria-label'), input]),
  ) as Record<string, HTMLInputElement>;
  press(inputs);
  await act(async () => {
    hydrateRoot(container, <Choices initial={initial} />);
  });
  return { inputs, output: () => container.querySelector('output')?.textContent };
}

describe('replayEarlyChoices', () => {
  test('React learns a card ticked on the HTML alone, and a later press still works', async () => {
    const { inputs, output } = await hydratedAfter((found) => found['rc-pro']?.click());
    expect(output()).toBe('none not accepted');
    await act(async () => replayEarlyChoices(container));
    expect(output()).toBe('rc-pro not accepted');
    expect(inputs['rc-pro']?.checked).toBe(true);
    await act(async () => inputs.multirisk?.click());
    expect(output()).toBe('multirisk not accepted');
  });

  test('a choice changed from what the server rendered, and a box ticked, are both handed over', async () => {
    const { output } = await hydratedAfter((found) => {
      found.multirisk?.click();
      found.terms?.click();
    }, 'rc-pro');
    await act(async () => replayEarlyChoices(container));
    expect(output()).toBe('multirisk accepted');
  });

  test('changes nothing on a page left as it was rendered', async () => {
    const { output } = await hydratedAfter(() => undefined, 'rc-pro');
    await act(async () => replayEarlyChoices(container));
    expect(output()).toBe('rc-pro not accepted');
  });

  test("a browser that does not know ':user-invalid' still has the cards handed over", async () => {
    vi.stubGlobal('CSS', { supports: () => false });
    const query = HTMLElement.prototype.querySelectorAll;
    vi.spyOn(HTMLElement.prototype, 'querySelectorAll').mockImplementation(function (
      this: HTMLElement,
      selectors: string,
    ) {
      if (selectors.includes(':user-invalid'))
        throw new SyntaxError(`'${selectors}' is not a valid selector`);
      return query.call(this, selectors);
    });
    const { output } = await hydratedAfter((found) => found.multirisk?.click());
    await act(async () => replayEarlyChoices(container));
    expect(output()).toBe('multirisk not accepted');
  });
});
