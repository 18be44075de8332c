/**
 * The VAT return (SPEC §3 "VAT enumerations" and "VAT return", §5 "VAT return (on confirm)", §9
 * wording cut-off, bridging display and declarations; docs/vat-rules.md): the boxes and how they
 * relate (`boxes`), worked out from the ledger (`figures`), checked before sending (`checks`),
 * HMRC's wording and declarations (`wording`), and converted at the API edge (`pounds`).
 */
export {
  completeVatBoxes,
  FiguresEntryMethod,
  VAT_BOX_NUMBER,
  VAT_BOXES,
  VatDeclaration,
  VatMode,
  type VatBox,
  type VatBoxes,
} from './vat-return/boxes';
export * from './vat-return/figures';
export * from './vat-return/flat-rate-first-year';
export * from './vat-return/sums-plan';
export * from './vat-return/checks';
export * from './vat-return/wording';
export * from './vat-return/pounds';
