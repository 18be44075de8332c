import { config } from '../config';
import { appLink, layout } from './layout';
import type { Mail } from './send';

/**
 * Every e-mail the product sends, one function a template (issue 3). Links point at the web
 * app's routes. Add new templates here, in the same plain style.
 */

/** To an existing user who has been given access to a business. */
export function accessSharedMail(input: {
  name: string;
  businessName: string;
  roleName: string;
  sharedBy: string;
}): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`You have been given access to ${input.businessName}`, `Hello ${input.name},`, [
    { p: `${input.sharedBy} has given you access to ${input.businessName} on ${product}, as ${input.roleName}.` },
    { p: 'Sign in and choose the business from the business menu to start.' },
    { button: 'Sign in', href: appLink('/signin') },
  ]);
}
