#define _GNU_SOURCE
#include <sys/prctl.h>
#include <sys/resource.h>
#include "CSafeFS.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

// The wrappers live in this file rather than inline in the header: here _GNU_SOURCE is in force
// for the glibc headers, whereas a header imported by Swift shares the Glibc module's view.

int safefs_openat2_beneath(int dirfd, const char *path, int flags, unsigned int mode) {
#ifdef SYS_openat2
    struct open_how how = {
        .flags = (uint64_t)flags,
        .mode = (flags & (O_CREAT | O_TMPFILE)) ? mode : 0,
        .resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS,
    };
    return (int)syscall(SYS_openat2, dirfd, path, &how, sizeof how);
#else
    (void)dirfd; (void)path; (void)flags; (void)mode;
    errno = ENOSYS;
    return -1;
#endif
}

int safefs_rename_noreplace(int olddirfd, const char *oldname, int newdirfd, const char *newname) {
#ifdef SYS_renameat2
    return (int)syscall(SYS_renameat2, olddirfd, oldname, newdirfd, newname, RENAME_NOREPLACE);
#else
    (void)olddirfd; (void)oldname; (void)newdirfd; (void)newname;
    errno = EINVAL;
    return -1;
#endif
}

int safefs_rename_exchange(int olddirfd, const char *oldname, int newdirfd, const char *newname) {
#ifdef SYS_renameat2
    return (int)syscall(SYS_renameat2, olddirfd, oldname, newdirfd, newname, RENAME_EXCHANGE);
#else
    (void)olddirfd; (void)oldname; (void)newdirfd; (void)newname;
    errno = EINVAL;
    return -1;
#endif
}

int safefs_birth_time(int dirfd, const char *name, int64_t *seconds, uint32_t *nanoseconds) {
    struct statx buffer;
    if (statx(dirfd, name, AT_SYMLINK_NOFOLLOW, STATX_BTIME, &buffer) != 0) return -1;
    if (!(buffer.stx_mask & STATX_BTIME)) return -1;
    *seconds = buffer.stx_btime.tv_sec;
    *nanoseconds = buffer.stx_btime.tv_nsec;
    return 0;
}

int safefs_forbid_dumping(void) {
    struct rlimit none = {0, 0};
    int limited = setrlimit(RLIMIT_CORE, &none);
    int undumpable = prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    return (limited == 0 && undumpable == 0) ? 0 : -1;
}

const char *safefs_readdir_name(void *stream) {
    struct dirent *entry = readdir((DIR *)stream);
    return entry ? entry->d_name : NULL;
}
