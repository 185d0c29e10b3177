const LOCALE = 'es-MX';

/** An amount in a currency the portal does not know (or none named). */
const otherCurrencyAmount = (amount: string) => `${amount} (otra moneda)`;

let isoCurrencies: Set<string> | null = null;
/** ISO 4217 codes the runtime knows (BTC, ETH and 'other' are not). */
function isIsoCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  if (!isoCurrencies) {
    const supported =
      typeof Intl.supportedValuesOf === 'function'
        ? Intl.supportedValuesOf('currency')
        : ['MXN', 'USD', 'EUR', 'GBP'];
    isoCurrencies = new Set(supported);
  }
  return isoCurrencies.has(code);
}

/** A decimal string such as '15000.50' (commas tolerated), or null when it is not a number. */
function decimalOf(amount: string | number): `${number}` | null {
  const text = String(amount).trim().replace(/,/g, '');
  return isDecimalText(text) ? text : null;
}
const isDecimalText = (text: string): text is `${number}` => /^-?\d+(\.\d+)?$/.test(text);

// Intl formats numeric strings exactly (Intl.NumberFormat v3, no floating point).
const grouped = (decimal: `${number}`) =>
  new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 8 }).format(decimal);

/**
 * An amount in es-MX, for the screens, the compliance history and `npm run replay`: with the currency's symbol
 * when it is a real ISO code (MXN → $15,000.50, USD → USD 15,000.50), otherwise the number followed by the code
 * (0.5 BTC; 'other' says so). Without a currency, the grouped number. Decimal strings are formatted exactly.
 * A text that is no number is shown with its currency, as it is.
 */
export function amountText(amount: string | number, currency?: string | null): string {
  const decimal = decimalOf(amount);
  if (decimal === null) return `${amount} ${currency ?? ''}`.trim();
  if (currency && isIsoCurrency(currency))
    return new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).format(decimal);
  const number = grouped(decimal);
  if (currency === undefined || currency === null) return number;
  return currency === 'other' || currency === '' ? otherCurrencyAmount(number) : `${number} ${currency}`;
}
