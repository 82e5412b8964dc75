import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useRequestLimits } from '../api/get-request-limits';
import { useSessions } from '../api/get-sessions';
import { requestLimitsText } from '../lib/middleware-switches';
import type { SettingsTab } from '../lib/settings-tabs';
import { limitText, PASSWORD_MIN_LENGTH, windowText, type RequestLimits } from '@hmti/contract';
import { Card } from '@/components/ui/form-controls';
import { TwoFactorPolicyCard } from './two-factor-policy-card';

/** How long a session lasts, with and without "Ingat saya": its idle limit (if any), then its fixed end. */
function lifetimeText({ hours, rememberDays, idleMinutes, rememberIdleDays }: RequestLimits['sessions']) {
  const idle = (limit: string | null) => (limit ? `setelah ${limit} tanpa aktivitas, atau ` : '');
  return (
    `Tanpa “Ingat saya”, sesi berakhir saat browser ditutup, ${idle(idleMinutes ? windowText(idleMinutes * 60) : null)}` +
    `paling lama ${hours} jam; dengan “Ingat saya”, ${idle(rememberIdleDays ? `${rememberIdleDays} hari` : null)}` +
    `paling lama ${rememberDays} hari.`
  );
}

/** The code step's lockout: per account (its lock growing each time), and per address. */
const twoFactorLockoutText = ({ account, ip, backoffMaxSeconds }: RequestLimits['twoFactor']) =>
  `${limitText(account, 'account', 'kode salah')} mengunci langkah kode selama ${windowText(account.windowSeconds)}, ` +
  `dua kali lebih lama setiap kali terulang (paling lama ${windowText(backoffMaxSeconds)}); ` +
  `${limitText(ip, 'IP', 'kode salah')} mengunci langkah kode dari alamat itu.`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 border-b border-slate-100 py-3 last:border-0 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-slate-800">{term}</dt>
      <dd className="text-sm text-slate-700">{children}</dd>
    </div>
  );
}

/** A read-only summary of how sign-in, sessions and request limits work. */
export function SecurityTab({ isOwner, openTab }: { isOwner: boolean; openTab: (tab: SettingsTab) => void }) {
  const { data: sessions } = useSessions();
  const { data: limits } = useRequestLimits();
  const loading = 'Memuat...';
  return (
    <div className="space-y-6">
      <Card
        title="Sesi Anda"
        description="Perangkat yang sedang login dengan akun Anda."
        actions={
          <Button variant="secondary" onClick={() => openTab('profile')}>
            Kelola sesi
          </Button>
        }
      >
        <dl>
          <Fact term="Sesi aktif">{sessions ? `${sessions.length} sesi` : loading}</Fact>
          <Fact term="Masa berlaku">{limits ? lifetimeText(limits.sessions) : loading}</Fact>
          <Fact term="Batas sesi">
            {limits
              ? `Paling banyak ${limits.sessions.maxPerAccount} sesi aktif per akun; sesi tertua diakhiri otomatis.`
              : loading}
          </Fact>
          <Fact term="Cookie sesi">httpOnly dan SameSite=Lax, sehingga tidak dapat dibaca skrip di halaman.</Fact>
        </dl>
      </Card>
      <Card title="Keamanan Login">
        <dl>
          <Fact term="Percobaan login">
            {limits
              ? `${limitText(limits.signIn.ip, 'IP', 'kegagalan')}, atau ${limitText(limits.signIn.account, 'account', 'kegagalan')}, mengunci login sementara.`
              : loading}
          </Fact>
          <Fact term="Password">
            Minimal {PASSWORD_MIN_LENGTH} karakter saat mengganti password; mengganti password mengakhiri semua sesi
            lain.
          </Fact>
          <Fact term="Verifikasi dua langkah">
            Setiap akun dapat mengaktifkan 2FA di tab Profile; kode 6 digit diminta setelah password, juga dengan “Ingat
            saya”. {limits ? twoFactorLockoutText(limits.twoFactor) : null}
          </Fact>
          <Fact term="Batas permintaan">{limits ? requestLimitsText(limits) : loading}</Fact>
        </dl>
      </Card>
      {isOwner ? <TwoFactorPolicyCard /> : null}
      <Card
        title="Proteksi Middleware"
        actions={
          isOwner ? (
            <Button variant="secondary" onClick={() => openTab('middleware')}>
              Buka Middleware
            </Button>
          ) : undefined
        }
      >
        <p className="text-sm text-slate-700">
          {isOwner
            ? 'Delapan proteksi keamanan server dapat dinyalakan atau dimatikan di tab Middleware.'
            : 'Proteksi keamanan server hanya dapat diatur oleh owner.'}
        </p>
      </Card>
    </div>
  );
}
