/**
 * Min/max-preserving downsampling of a chart series: when a series has more points than a chart
 * can draw, it is cut into consecutive buckets and each bucket keeps its lowest and highest point
 * (in time order), so spikes survive and the answer never exceeds the limit.
 */
export type ChartPair = [number, number | null];

export function downsampleMinMax(pairs: readonly ChartPair[], maxPoints: number): ChartPair[] {
  if (pairs.length <= maxPoints) {
    return [...pairs];
  }
  const buckets = Math.max(1, Math.floor(maxPoints / 2));
  const size = Math.ceil(pairs.length / buckets);
  const result: ChartPair[] = [];
  for (let start = 0; start < pairs.length; start += size) {
    let low = -1;
    let high = -1;
    for (let i = start; i < Math.min(start + size, pairs.length); i++) {
      const value = pairs[i]![1];
      if (value === null) {
        continue;
      }
      if (low < 0 || value < pairs[low]![1]!) {
        low = i;
      }
      if (high < 0 || value > pairs[high]![1]!) {
        high = i;
      }
    }
    if (low < 0) {
      continue; // a bucket of gaps draws nothing
    }
    const first = Math.min(low, high);
    const second = Math.max(low, high);
    result.push(pairs[first]!);
    if (second !== first) {
      result.push(pairs[second]!);
    }
  }
  return result;
}
