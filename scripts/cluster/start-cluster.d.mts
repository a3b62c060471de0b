// Types of start-cluster.mjs for the TypeScript benches that start the cluster (bench/cluster-scaling.ts).
export interface ClusterService {
  name: string;
  logFile: string;
  group(): number | undefined;
  stop(signal?: string): Promise<number>;
}
export interface Cluster {
  url: string;
  mqttUrl: string;
  databaseUrl: string;
  replicaUrl: string;
  apiPorts: number[];
  runDir: string;
  services: ClusterService[];
  restartPrimary(): Promise<void>;
  stop(options?: { keepLogs?: boolean }): Promise<void>;
}
export function startCluster(options?: {
  apiCount?: number;
  port?: number;
  demoDays?: number;
  build?: boolean;
  log?: (line: string) => void;
}): Promise<Cluster>;
