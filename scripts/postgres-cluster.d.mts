// Types of postgres-cluster.mjs for the TypeScript tests that start a cluster of their own.
export interface PostgresCluster {
  url: string;
  port: number;
  version: string;
  dataDir: string;
  start(): void;
  stop(): void;
  destroy(): void;
}
export function createCluster(options?: {
  log?: (message: string) => void;
}): Promise<PostgresCluster>;
export function createReplica(
  primary: PostgresCluster,
  options?: { log?: (message: string) => void },
): Promise<PostgresCluster>;
export function freePort(): Promise<number>;
