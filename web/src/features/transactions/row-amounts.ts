import {
  grossFromNet,
  marginSchemeIncome,
  moneyInputToPence,
  netFromGross,
  penceToInputText,
  vatFromGrossNet,
  type Pence,
} from '@bk/domain';

/** Which amount box the edit row works out from the other (SPEC §4 "Net/gross"); null: both typed. */
export type Calc = 'net' | 'gross' | null;

/**
 * The edit row's gross, net and VAT as shown, by the domain's rules (SPEC §5 "Transaction
 * amounts"): the calculated box follows the other one; margin scheme income is worked out on
 * the margin. Texts are what the boxes show; pence are null while a box holds no number.
 */
export function rowAmounts(input: {
  gross: string;
  net: string;
  calc: Calc;
  purchasePrice: Pence | null;
  vatPercent: number;
  marginIncome: boolean;
}): { gross: Pence | null; net: Pence | null; grossText: string; netText: string; vat: Pence | null } {
  const { calc, vatPercent } = input;
  const typedGross = moneyInputToPence(input.gross);
  const typedNet = moneyInputToPence(input.net);
  const netOf = (gross: Pence) =>
    input.marginIncome
      ? marginSchemeIncome({ gross, purchasePrice: input.purchasePrice, vatPercent }).net
      : netFromGross(gross, vatPercent);
  const net = calc === 'net' ? (typedGross === null ? null : netOf(typedGross)) : typedNet;
  const gross = calc === 'gross' ? (typedNet === null ? null : grossFromNet(typedNet, vatPercent)) : typedGross;
  return {
    gross,
    net,
    grossText: calc === 'gross' ? (gross === null ? '' : penceToInputText(gross)) : input.gross,
    netText: calc === 'net' ? (net === null ? '' : penceToInputText(net)) : input.net,
    vat: gross !== null && net !== null ? vatFromGrossNet(gross, net) : null,
  };
}
