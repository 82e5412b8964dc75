import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmMutation } from '@/components/ui/confirm-dialog';
import { useResetSettings } from '../api/reset-settings';

/**
 * Owner and admin with settings.edit: every site setting they may change back to its default (the public page's
 * content only with content.edit), after a confirmation that names what goes and asks for the word RESET typed (one
 * click must not wipe the public page's content).
 */
export function ResetSettingsButton({ onReset, resetsContent }: { onReset: () => void; resetsContent: boolean }) {
  const [open, setOpen] = useState(false);
  const reset = useResetSettings(onReset);
  return (
    <>
      <Button variant="outlineDanger" onClick={() => setOpen(true)}>
        Reset Settings
      </Button>
      <ConfirmMutation
        target={open || null}
        onClose={() => setOpen(false)}
        mutation={reset}
        variables={() => undefined}
        title="Reset pengaturan?"
        description={() => (
          <>
            <p>Pengaturan situs berikut akan dikembalikan ke nilai bawaan:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                Umum: nama situs, logo situs, tagline, deskripsi, brand navbar, footer, mode maintenance, pendaftaran
              </li>
              <li>Kontak dan tautan: email, alamat, media sosial, tautan kampus</li>
              {resetsContent ? (
                <li>
                  Konten halaman publik: <strong>Tentang Kami</strong>, <strong>Visi &amp; Misi</strong>,{' '}
                  <strong>Hero</strong> (ketua, wakil ketua, kepala, logo dan nama divisi) dan{' '}
                  <strong>Warna Divisi</strong>
                </li>
              ) : null}
            </ul>
            <p className="mt-2 font-medium text-red-700">
              Pengaturan saat ini tetap dapat dipulihkan dari tab History.
            </p>
          </>
        )}
        confirmLabel="Reset"
        pendingLabel="Mereset..."
        confirmWord="RESET"
        success={() => ({
          title: 'Settings Reset',
          description: 'Pengaturan situs dikembalikan ke nilai bawaan. Versi sebelumnya ada di tab History.',
        })}
        failure={{ title: 'Reset Failed' }}
      />
    </>
  );
}
