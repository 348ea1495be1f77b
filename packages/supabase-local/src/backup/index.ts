/** Backups as the `supabase-local-backup` command takes them, for tests that run them as functions. */
export { createBackup, type BackupOptions } from './backup';
export { restoreBackup, type RestoreOptions } from './restore';
export { createProjectBackup, restoreProjectBackup, PROJECT_BACKUP, type ProjectBackupOptions } from './project';
