/**
 * Money as decimal strings ('25000.50'), added and compared exactly through integer hundredths (cents): amounts
 * are never floats, in events or in sums.
 */
export function centsOf(value: string): bigint {
  const [whole = '0', fraction = ''] = value.trim().replace(/,/g, '').split('.');
  const negative = whole.startsWith('-');
  const units = BigInt(whole.replace('-', '') || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
  return negative ? -units : units;
}

function fromCents(total: bigint): string {
  const negative = total < 0n;
  const abs = negative ? -total : total;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** '25000.50' + '0.5' = '25001.00'. */
export const addDecimal = (a: string, b: string): string => fromCents(centsOf(a) + centsOf(b));

/** '100' − '0.5' = '99.50'. */
export const subtractDecimal = (a: string, b: string): string => fromCents(centsOf(a) - centsOf(b));

/**
 * An amount times a rate of up to six decimals, rounded half up to the cent: '100.00' × '17.1234' = '1712.34'.
 * Exact (integers throughout); for the home's conversion to pesos at the operator's configured rate.
 */
export function multiplyDecimal(amount: string, rate: string): string {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  const micro = BigInt(whole || '0') * 1_000_000n + BigInt(`${fraction}000000`.slice(0, 6));
  const product = centsOf(amount) * micro;
  const half = product < 0n ? -500_000n : 500_000n;
  return fromCents((product + half) / 1_000_000n);
}

/** Recovered over original in percent, one decimal (0 without an original): the recovery rate staff and client read. */
export function recoveryRate(recovered: string, original: string): number {
  const o = Number(original);
  if (!Number.isFinite(o) || o <= 0) return 0;
  return Math.round((Number(recovered) / o) * 1000) / 10;
}
