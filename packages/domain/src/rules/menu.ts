/** The fixed drink list of the stock summary (SPEC.md section 9). */
export const stockSummaryDrinks = [
  'Myanmar Beer can',
  'Tiger can',
  'Heineken can',
  'ABC can',
  'Coca-Cola',
  'REDBULL',
  'Tiger bottle',
  'ABC bottle',
] as const;
