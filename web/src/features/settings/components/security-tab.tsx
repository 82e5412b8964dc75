import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useRequestLimits } from '../api/get-request-limits';
import { useSessions } from '../api/get-sessions';
import { requestLimitsText } from '../lib/middleware-switches';
import { PASSWORD_MIN_LENGTH } from '@hmti/contract';
import { Card } from './form-controls';
import { TwoFactorPolicyCard } from './two-factor-policy-card';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 border-b border-slate-100 py-3 last:border-0 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-slate-800">{term}</dt>
      <dd className="text-sm text-slate-700">{children}</dd>
    </div>
  );
}

/** A read-only summary of how sign-in, sessions and request limits work. */
export function SecurityTab({
  isOwner,
  onOpenProfile,
  onOpenMiddleware,
}: {
  isOwner: boolean;
  onOpenProfile: () => void;
  onOpenMiddleware: () => void;
}) {
  const { data: sessions } = useSessions();
  const limits = useRequestLimits();
  return (
    <div className="space-y-6">
      <Card
        title="Sesi Anda"
        description="Perangkat yang sedang login dengan akun Anda."
        actions={
          <Button variant="secondary" onClick={onOpenProfile}>
            Kelola sesi
          </Button>
        }
      >
        <dl>
          <Fact term="Sesi aktif">{sessions ? `${sessions.length} sesi` : 'Memuat...'}</Fact>
          <Fact term="Masa berlaku">
            Tanpa “Ingat saya”, sesi berakhir saat browser ditutup (paling lama 24 jam); dengan “Ingat saya”, 30 hari.
          </Fact>
          <Fact term="Batas sesi">Paling banyak 10 sesi aktif per akun; sesi tertua diakhiri otomatis.</Fact>
          <Fact term="Cookie sesi">httpOnly dan SameSite=Lax, sehingga tidak dapat dibaca skrip di halaman.</Fact>
        </dl>
      </Card>
      <Card title="Keamanan Login">
        <dl>
          <Fact term="Percobaan login">
            5 kegagalan per 60 detik per alamat IP, atau 10 kegagalan per 15 menit per akun, mengunci login sementara.
          </Fact>
          <Fact term="Password">
            Minimal {PASSWORD_MIN_LENGTH} karakter saat mengganti password; mengganti password mengakhiri semua sesi
            lain.
          </Fact>
          <Fact term="Verifikasi dua langkah">
            Setiap akun dapat mengaktifkan 2FA di tab Profile; kode 6 digit diminta setelah password, juga dengan “Ingat
            saya”. 5 kode salah per akun mengunci langkah kode selama 5 menit.
          </Fact>
          <Fact term="Batas permintaan">{limits.data ? requestLimitsText(limits.data) : 'Memuat...'}</Fact>
        </dl>
      </Card>
      {isOwner ? <TwoFactorPolicyCard /> : null}
      <Card
        title="Proteksi Middleware"
        actions={
          isOwner ? (
            <Button variant="secondary" onClick={onOpenMiddleware}>
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
