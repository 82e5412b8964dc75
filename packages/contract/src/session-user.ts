/** An account as the server shows it to the client (sign-in, /api/auth/me, the users list): never its secrets. */
export interface SessionUser {
  _id: number;
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
  roleDisplayName: string;
  level: number;
  division: string | null;
  lastLogin: string | null;
}
