/**
 * The CDK app (`cdk.json`): `npm run synth -- -c stage=prod`, `npm run deploy -- -c stage=dev`.
 * Synthesis needs no AWS credentials; see docs/operations.md.
 */
import { App } from 'aws-cdk-lib';
import { buildApp } from '../lib/build-app';

const app = new App();
buildApp(app);
app.synth();
