// The init above an external plugin (process_tree.h). Everything here runs
// in a child cloned from a multi-threaded process that never calls execve,
// so it is system calls only: no allocation, no stdio, no locks.
#define _GNU_SOURCE
#include "process_tree.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

void mp_tree_ignore_signals(void) {
    for (int signal_number = 1; signal_number < NSIG; signal_number++) {
        if (signal_number != SIGKILL && signal_number != SIGSTOP && signal_number != SIGCHLD) signal(signal_number, SIG_IGN);
    }
}

// Closes [first, last]; close_range where the kernel has it.
static void close_between(unsigned first, unsigned last) {
    if (first > last) return;
#ifdef SYS_close_range
    if (syscall(SYS_close_range, first, last, 0U) == 0) return;
#endif
    for (unsigned fd = first; fd <= last && fd < 65536; fd++) close((int)fd);
}

void mp_close_all_but(const int *keep, size_t count) {
    // The kept descriptors in increasing order (a handful: insertion sort).
    int sorted[8];
    size_t kept = 0;
    for (size_t i = 0; i < count && kept < sizeof sorted / sizeof sorted[0]; i++) {
        if (keep[i] < 0) continue;
        size_t at = kept++;
        while (at > 0 && sorted[at - 1] > keep[i]) {
            sorted[at] = sorted[at - 1];
            at--;
        }
        sorted[at] = keep[i];
    }
    unsigned next = 0;
    for (size_t i = 0; i < kept; i++) {
        if ((unsigned)sorted[i] > next) close_between(next, (unsigned)sorted[i] - 1);
        next = (unsigned)sorted[i] + 1;
    }
    close_between(next, ~0U);
}

// The parent PID in /proc/PID/stat ("PID (COMMAND) STATE PPID ..."; the
// command may hold spaces and parentheses, so the last ')' ends it); -1 when unreadable.
static pid_t parent_in_stat(const char *pid_text) {
    char path[64] = "/proc/";
    size_t used = strlen(path), length = strlen(pid_text);
    if (used + length + sizeof "/stat" > sizeof path) return -1;
    memcpy(path + used, pid_text, length);
    memcpy(path + used + length, "/stat", sizeof "/stat");
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char buffer[1024];
    ssize_t got = read(fd, buffer, sizeof buffer - 1);
    close(fd);
    if (got <= 0) return -1;
    buffer[got] = '\0';
    char *close_parenthesis = strrchr(buffer, ')');
    if (close_parenthesis == NULL || close_parenthesis[1] != ' ' || close_parenthesis[2] == '\0' || close_parenthesis[3] != ' ') return -1;
    long parent = 0;
    for (const char *p = close_parenthesis + 4; *p >= '0' && *p <= '9'; p++) parent = parent * 10 + (*p - '0');
    return (pid_t)parent;
}

// The layout getdents64 fills (glibc's struct dirent64 is the same, but
// its getdents64 wrapper is recent).
struct directory_entry {
    uint64_t inode;
    int64_t offset;
    unsigned short length;
    unsigned char type;
    char name[];
};

// Sends SIGKILL to every process whose parent is this one.
static void kill_children(pid_t self) {
    int proc = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (proc < 0) return;
    char buffer[8192];
    for (;;) {
        long got = syscall(SYS_getdents64, proc, buffer, sizeof buffer);
        if (got <= 0) break;
        for (long offset = 0; offset < got;) {
            struct directory_entry *entry = (struct directory_entry *)(buffer + offset);
            offset += entry->length;
            if (entry->name[0] < '1' || entry->name[0] > '9') continue;
            if (parent_in_stat(entry->name) != self) continue;
            pid_t child = 0;
            for (const char *p = entry->name; *p >= '0' && *p <= '9'; p++) child = child * 10 + (*p - '0');
            kill(child, SIGKILL);
        }
    }
    close(proc);
}

// Kills generation after generation: each child killed hands its own
// children to this subreaper, which kills them next, until none is left.
static void end_descendants(void) {
    pid_t self = (pid_t)syscall(SYS_getpid);
    for (;;) {
        kill_children(self);
        int status;
        pid_t reaped = waitpid(-1, &status, __WALL);
        if (reaped < 0 && errno == ECHILD) return;
        // Whatever else is already dead, before looking again.
        while (waitpid(-1, &status, WNOHANG | __WALL) > 0) {}
    }
}

// The caller this init serves; set once, in the init only (its own copy of memory).
static pid_t served_caller;

static void on_parent_death(int signal_number) {
    (void)signal_number;
    if (getppid() == served_caller) return;
    end_descendants();
    _exit(0);
}

int mp_tree_end_with_caller(pid_t caller) {
    served_caller = caller;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_parent_death;
    sigfillset(&action.sa_mask);
    if (sigaction(SIGTERM, &action, NULL) != 0) return -1;
    if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0) return -1;
    // The caller may have died before the signal was changed.
    if (getppid() != caller) {
        errno = ESRCH;
        return -1;
    }
    return 0;
}

_Noreturn void mp_tree_supervise(pid_t program, int status_fd, int in_namespace) {
    mp_close_all_but(&status_fd, 1);
    int program_status = 0;
    for (;;) {
        int status;
        pid_t reaped = waitpid(-1, &status, __WALL);
        if (reaped == program) {
            program_status = status;
            break;
        }
        if (reaped < 0 && errno != EINTR) break;
    }
    if (status_fd >= 0) {
        const char *bytes = (const char *)&program_status;
        size_t left = sizeof program_status;
        while (left > 0) {
            ssize_t written = write(status_fd, bytes, left);
            if (written < 0 && errno == EINTR) continue;
            if (written <= 0) break;
            bytes += written;
            left -= (size_t)written;
        }
    }
    if (!in_namespace) end_descendants();
    _exit(0);
}
