/** Amounts in a currency's minor units (cents), as the billing provider gives them, shown as money. */
export function formatMinorUnits(amount: number, currencyCode: string): string {
  const digits =
    new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(
    amount / 10 ** digits,
  );
}
