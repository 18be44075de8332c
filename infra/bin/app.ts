/**
 * The CDK app (`cdk.json`): `npm run synth -- -c stage=prod -c hmrcVendorPublicIp=<address>`,
 * `npm run deploy -- -c stage=dev -c hmrcVendorPublicIp=<address>` (the address is required, decision 0046).
 * Synthesis needs no AWS credentials; see docs/operations.md.
 */
import { App } from 'aws-cdk-lib';
import { buildApp } from '../lib/build-app';

const app = new App();
buildApp(app);
app.synth();
