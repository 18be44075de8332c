/**
 * One bot-check provider: `getToken(action)` answers the token to send as `recaptchaResponse`,
 * or null when no check runs. `action` names what is being done ('login', 'register').
 */
export interface BotCheckProvider {
  readonly name: string;
  getToken(action: string): Promise<string | null>;
}
