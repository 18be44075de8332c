import { describe, expect, it } from 'vitest';
import { LOCAL_CLIENT } from '../options';
import { redirectUriRegistered } from './redirect-uri';

/** HMRC compares the whole redirect URI; only the local client's loopback `*` port differs. */
describe('redirect URI matching', () => {
  const registered = { redirectUris: ['https://app.example.com/app/', 'http://localhost:3000/app/'] };

  it.each([
    ['https://app.example.com/app/', true],
    ['http://app.example.com/app/', false], // scheme
    ['https://www.example.com/app/', false], // host
    ['https://app.example.com:8443/app/', false], // port
    ['https://app.example.com/app', false], // path
    ['https://app.example.com/app/callback', false],
    ['https://app.example.com/app/?returnName=x', false], // query
    ['http://localhost:3000/app/', true],
    ['http://localhost:3001/app/', false],
    ['http://127.0.0.1:3000/app/', false],
  ])('%s: %s', (candidate, expected) => {
    expect(redirectUriRegistered(registered, candidate)).toBe(expected);
  });

  it('honours a loopback `*` port only for a client that allows it (the local client)', () => {
    const wildcard = { redirectUris: ['http://localhost:*/app/'] };
    expect(redirectUriRegistered(wildcard, 'http://localhost:5173/app/')).toBe(false);
    expect(redirectUriRegistered({ ...wildcard, loopbackAnyPort: true }, 'http://localhost:5173/app/')).toBe(true);
    expect(redirectUriRegistered(LOCAL_CLIENT, 'http://127.0.0.1:54321/app/')).toBe(true);
  });

  it.each([
    'http://localhost:5173/app', // path
    'http://localhost:5173/app/?x=1', // query
    'https://localhost:5173/app/', // scheme
    'http://localhost.evil.example:5173/app/', // host
    'http://localhost:05173/app/', // not a port as URLs write it
    'http://localhost:70000/app/',
    'http://localhost:/app/',
    'http://localhost:5173@evil.example/app/',
  ])('the local client still refuses %s', (candidate) => {
    expect(redirectUriRegistered(LOCAL_CLIENT, candidate)).toBe(false);
  });
});
