/**
 * Whether a string of digits passes the Luhn checksum, as SIREN (9 digits) and SIRET (14 digits) must.
 *
 * @example
 * isLuhnValid('732829320'); // true
 */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digit that, appended to `digits`, makes the whole pass the Luhn checksum. */
export function luhnCheckDigit(digits: string): string {
  for (let candidate = 0; candidate <= 9; candidate += 1) {
    if (isLuhnValid(`${digits}${candidate}`)) return String(candidate);
  }
  throw new RangeError(`no Luhn check digit for ${digits}`);
}
