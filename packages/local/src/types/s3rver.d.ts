// s3rver 3.7.1 ships no types; this declares only what services/s3.ts uses.
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    httpServer?: Server;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }

  export default S3rver;
}
