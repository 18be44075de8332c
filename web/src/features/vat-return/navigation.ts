import { routeTo } from '../../config/routes';

/**
 * SPEC §4 Obligation, §8: a period that cannot be filed (or viewed) sends the person back to the
 * obligations list, which shows the reason at the top (its router state `message`).
 */
export function backToObligations(
  navigate: (to: string, options: { replace: boolean; state: { message: string } }) => unknown,
  message: string,
): void {
  void navigate(routeTo('HmrcObligations'), { replace: true, state: { message } });
}
