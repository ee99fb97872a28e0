// CSafeFS: the few Linux file-system calls that Swift's Glibc module does not offer.
//
// Swift's Glibc module is built without _GNU_SOURCE, so it lacks openat2 (and its open_how and
// RESOLVE_* flags), renameat2 and RENAME_NOREPLACE, O_PATH, O_TMPFILE, AT_EMPTY_PATH and statx.
// The Files app needs only what is wrapped here (folder descriptors are opened O_RDONLY, which
// also serves fdopendir and fsync, so O_PATH is not needed). These wrappers are compiled in
// CSafeFS.c, where _GNU_SOURCE is defined, and take and return only plain integers and strings,
// so no glibc type crosses into Swift with a different shape.
//
// Both the Files app and ShortcutKit import this target: it is a shim over the kernel, not code
// of ours that an app would otherwise be forbidden to import (see Package.swift).
#ifndef CSAFEFS_H
#define CSAFEFS_H

#include <stdint.h>

/// openat2(2) with RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS: opens `path` below `dirfd` only if no
/// component is a symbolic link and none leads out (`..` above `dirfd`, absolute paths).
/// Returns the descriptor, or -1 with errno (EXDEV: leaves; ELOOP: a link; ENOSYS, EPERM or
/// E2BIG: the kernel or a container's seccomp filter does not offer openat2).
int safefs_openat2_beneath(int dirfd, const char *path, int flags, unsigned int mode);

/// renameat2(2) with RENAME_NOREPLACE: EEXIST when `newname` exists; EINVAL when the file
/// system cannot do it (then link and unlink instead).
int safefs_rename_noreplace(int olddirfd, const char *oldname, int newdirfd, const char *newname);

/// renameat2(2) with RENAME_EXCHANGE: swaps two names in one step (the sandbox race tests swap a
/// folder and a link with it, so that the name always exists).
int safefs_rename_exchange(int olddirfd, const char *oldname, int newdirfd, const char *newname);

/// The birth time of `name` in `dirfd` (not following a final link), from statx(2).
/// Returns 0 and fills `seconds` and `nanoseconds`, or -1 when the file system keeps none.
int safefs_birth_time(int dirfd, const char *name, int64_t *seconds, uint32_t *nanoseconds);

/// setrlimit(RLIMIT_CORE, 0) and prctl(PR_SET_DUMPABLE, 0): no core file of this process, and no
/// other process of the same user may attach to it or read its memory through /proc. prctl is
/// variadic, which Swift cannot call. Returns 0, or -1 with errno when either failed.
int safefs_forbid_dumping(void);

/// readdir(3) on `stream` (a `DIR *`), giving only the entry's name, or NULL at the end or on an
/// error (errno says which). Swift cannot read `d_name` safely itself: `entry.pointee` copies the
/// whole 280-byte `struct dirent`, but the kernel packs records by their length, so the copy of
/// the last one in the buffer can read past its end (a crash seen in the test suite).
const char *safefs_readdir_name(void *stream);

#endif
