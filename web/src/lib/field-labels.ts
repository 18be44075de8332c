/**
 * People read field names, not the API's property names (SPEC §8 "never code names"): a field
 * error is told with the label the screen gives its input, or, for a field no screen shows, with
 * its property name put into words.
 */

/**
 * A property path in words: camelCase split, list positions counted from one.
 * @example humanFieldName('currentPassword') // 'Current password'
 * @example humanFieldName('lines.0.unitPrice') // 'Lines 1 unit price'
 */
export function humanFieldName(field: string): string {
  const words = field
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part))
    .join(' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? 'This field' : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One field error as a line of a summary: the contract's messages say 'Field …' (SPEC §5), which
 * reads best with the label in its place; other messages follow the label.
 * @example fieldErrorLine('Current password', 'Field is required') // 'Current password is required'
 * @example fieldErrorLine('Email', 'Enter a valid email address') // 'Email: Enter a valid email address'
 */
export function fieldErrorLine(label: string, message: string): string {
  if (message.startsWith('Field ')) return `${label} ${message.slice('Field '.length)}`;
  return `${label}: ${message}`;
}
