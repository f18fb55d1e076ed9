declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  };
  export type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    requests?: (RawRequest & { setupRequest?: (request: RawRequest) => RawRequest })[];
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
