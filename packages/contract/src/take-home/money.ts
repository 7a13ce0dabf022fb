/**
 * Centavo arithmetic for the tax tables. Values are reais in doubles; `toFixed(6)` first removes
 * the binary noise (1621 × 0,075 is 121.57499999… in a double) so a half centavo rounds as it
 * reads on paper (docs/decisions/1701).
 */
const centavos = (value: number): number => Number((value * 100).toFixed(6));

/** Half up to the centavo: 564,85475 → 564,85; 121,575 → 121,58. */
export const roundCents = (value: number): number => Math.round(centavos(value)) / 100;

/** Down to the centavo: 576,9792 → 576,97 (how the INSS portaria's ceiling adds its bands). */
export const truncCents = (value: number): number => Math.floor(centavos(value)) / 100;

/** Up to the centavo: 0,28 × 10.000,01 = 2.800,0028 → 2.800,01 (the least pró-labore that reaches Fator R). */
export const ceilCents = (value: number): number => Math.ceil(centavos(value)) / 100;
