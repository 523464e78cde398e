/** A product of the home page's catalogue, as the cards and the combobox show it. */
export type ProductOption = { id: string; label: string; description: string | undefined };
