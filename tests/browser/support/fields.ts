/**
 * A form field's label, exactly, allowing for the "required" asterisk Mantine adds to the label
 * (hidden from screen readers, but part of the label's text that `getByLabel` reads).
 * @example page.getByLabel(field('Password')) // not 'Confirm password', not 'Show password'
 */
export function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}
