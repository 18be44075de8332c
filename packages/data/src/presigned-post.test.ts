import { describe, expect, it } from 'vitest';
import { presignedPost, signPolicy } from './presigned-post';

// AWS's worked example "Browser-Based Upload using HTTP POST (Using AWS Signature Version 4)"
// (Amazon S3 API reference): its example credentials, policy and stated signature.
const AWS_EXAMPLE = {
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  day: '20151229',
  region: 'us-east-1',
  policyBase64:
    'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9',
  signature: '8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e',
};

describe('presigned POST (SigV4 browser upload)', () => {
  it("signs a policy as AWS's published example does", () => {
    const { secretAccessKey, day, region, policyBase64, signature } = AWS_EXAMPLE;
    expect(signPolicy(policyBase64, secretAccessKey, day, region)).toBe(signature);
  });

  it('pins the bucket, the exact key, the content type and 1 byte to the size limit, until it expires', () => {
    // Prepare
    const now = new Date('2026-01-31T10:20:30.456Z');
    // Act
    const post = presignedPost({
      url: 'http://127.0.0.1:9000/files',
      bucket: 'files',
      key: 'business/b1/attachments/a1.pdf',
      contentType: 'application/pdf',
      maxBytes: 5 * 1024 * 1024,
      expiresSeconds: 600,
      now,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: 'token' },
    });
    // Assess
    const policy = JSON.parse(Buffer.from(post.fields['Policy'] ?? '', 'base64').toString('utf8'));
    expect(policy).toEqual({
      expiration: '2026-01-31T10:30:30.456Z',
      conditions: [
        { bucket: 'files' },
        ['eq', '$key', 'business/b1/attachments/a1.pdf'],
        ['eq', '$Content-Type', 'application/pdf'],
        ['content-length-range', 1, 5 * 1024 * 1024],
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': 'AKID/20260131/eu-west-2/s3/aws4_request' },
        { 'x-amz-date': '20260131T102030Z' },
        { 'x-amz-security-token': 'token' },
      ],
    });
    expect(post.fields).toMatchObject({
      key: 'business/b1/attachments/a1.pdf',
      'Content-Type': 'application/pdf',
      'X-Amz-Credential': 'AKID/20260131/eu-west-2/s3/aws4_request',
      'X-Amz-Date': '20260131T102030Z',
      'X-Amz-Security-Token': 'token',
      'X-Amz-Signature': signPolicy(post.fields['Policy'] ?? '', 'secret', '20260131', 'eu-west-2'),
    });
    expect(post.url).toBe('http://127.0.0.1:9000/files');
  });
});
