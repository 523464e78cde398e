import { act, use } from 'react';
import { afterEach, expect, test } from 'vitest';
import { renderAfresh } from './render-afresh.tsx';

let container: HTMLElement;
afterEach(() => container.remove());

test("the web server's page stays on screen, inert, until React's first render replaces it and lets it go", async () => {
  container = document.createElement('div');
  container.innerHTML = '<main><h1>From the web server</h1></main>';
  container.inert = true;
  document.body.append(container);
  let release = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  /** A page whose first render waits, as a screen's code still loading does. */
  function Page() {
    use(loaded);
    return (
      <main>
        <h1>From React</h1>
      </main>
    );
  }

  await act(async () => renderAfresh(container, <Page />));
  expect(container.querySelector('main h1')?.textContent).toBe('From the web server');
  expect(container.inert).toBe(true);

  await act(async () => release());
  expect(container.querySelectorAll('main h1')).toHaveLength(1);
  expect(container.querySelector('main h1')?.textContent).toBe('From React');
  expect(container.inert).toBe(false);
});
