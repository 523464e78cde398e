/** The values a message's `{arguments}` take: text, numbers (ICU `number`, `plural`) and dates (ICU `date`). */
export type MessageValues = Readonly<Record<string, string | number | boolean | Date | null | undefined>>;
