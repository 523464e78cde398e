/** The journey's root component. */
export function App() {
  return <main id="main">Souscrire</main>;
}
