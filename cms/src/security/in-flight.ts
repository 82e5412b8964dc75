/**
 * Requests being handled right now in this process, per client IP and in total. Concurrency is a
 * property of one process, so these counters are deliberately local (not in Redis).
 */
export class InFlightCounter {
  private readonly perIp = new Map<string, number>();
  private total = 0;

  /** Takes a slot unless the IP or the process is at its cap; returns which cap refused. */
  acquire(ip: string, maxPerIp: number, maxTotal: number): 'ip' | 'total' | null {
    const mine = this.perIp.get(ip) ?? 0;
    if (mine >= maxPerIp) return 'ip';
    if (this.total >= maxTotal) return 'total';
    this.perIp.set(ip, mine + 1);
    this.total += 1;
    return null;
  }

  release(ip: string) {
    const mine = this.perIp.get(ip) ?? 0;
    if (mine <= 0) return;
    if (mine === 1) this.perIp.delete(ip);
    else this.perIp.set(ip, mine - 1);
    this.total -= 1;
  }

  snapshot() {
    return { total: this.total, ips: this.perIp.size };
  }
}

export const inFlight = new InFlightCounter();
