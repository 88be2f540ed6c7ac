// Starting a program that must see nothing of the machine (Chromium drawing
// an HTML message from a pull request), or one whose every process must end
// with it (an external renderer plugin, below an init: process_tree.c).
// Written in C because everything between clone() and execve() runs in a
// copy of a multi-threaded process, where only system calls are safe: no
// allocation, no locks, no Swift.
#define _GNU_SOURCE
#include "CSandbox.h"
#include "process_tree.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/mount.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

// The child reports the step that failed through a close-on-exec pipe:
// end-of-file means execve succeeded.
typedef struct child_failure {
    int step;
    int error;
} child_failure;

enum {
    STEP_DEATH_SIGNAL = 1, STEP_ID_MAPS, STEP_PRIVATE_MOUNTS, STEP_ROOT, STEP_BINDS, STEP_READ_ONLY,
    STEP_PROC, STEP_DEV, STEP_TMP, STEP_FILES, STEP_PIVOT, STEP_DESCRIPTORS, STEP_EXEC, STEP_GROUP,
    STEP_SUBREAPER, STEP_FORK,
    // Failures of the caller's side, before there is a child to report them.
    STEP_PIPE, STEP_CLONE, STEP_CLONE_NAMESPACES,
};

static const char *step_name(int step) {
    switch (step) {
    case STEP_DEATH_SIGNAL: return "set the parent-death signal";
    case STEP_ID_MAPS: return "map the user namespace's ids";
    case STEP_PRIVATE_MOUNTS: return "make mounts private";
    case STEP_ROOT: return "mount the sandbox's root";
    case STEP_BINDS: return "show a system folder";
    case STEP_READ_ONLY: return "make a folder read-only";
    case STEP_PROC: return "mount /proc";
    case STEP_DEV: return "make /dev";
    case STEP_TMP: return "mount /tmp";
    case STEP_FILES: return "write a file into /tmp";
    case STEP_PIVOT: return "enter the sandbox's root";
    case STEP_DESCRIPTORS: return "set up descriptors";
    case STEP_EXEC: return "start the program";
    case STEP_GROUP: return "start a process group";
    case STEP_SUBREAPER: return "become the program's subreaper";
    case STEP_FORK: return "fork the program";
    case STEP_PIPE: return "cannot make a pipe";
    case STEP_CLONE: return "cannot start a process";
    case STEP_CLONE_NAMESPACES: return "cannot make namespaces";
    default: return "start";
    }
}

static void report_and_exit(int report, int step) {
    child_failure failure = {step, errno};
    ssize_t ignored = write(report, &failure, sizeof failure);
    (void)ignored;
    _exit(127);
}

static int write_all(int fd, const char *data, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, data, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        data += written;
        length -= (size_t)written;
    }
    return 0;
}

static int write_text_file(const char *path, const char *text) {
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    int result = write_all(fd, text, strlen(text));
    close(fd);
    return result;
}

// Decimal without snprintf (which may allocate or lock in the child).
static char *format_unsigned(char *end, unsigned long value) {
    *--end = '\0';
    do {
        *--end = (char)('0' + value % 10);
        value /= 10;
    } while (value != 0);
    return end;
}

// "INNER OUTER 1\n"
static void id_map_line(char *buffer, size_t size, unsigned inner, unsigned long outer) {
    char a[24], b[24];
    const char *inner_text = format_unsigned(a + sizeof a, inner);
    const char *outer_text = format_unsigned(b + sizeof b, outer);
    size_t used = 0;
    for (const char *p = inner_text; *p && used + 1 < size; p++) buffer[used++] = *p;
    if (used + 1 < size) buffer[used++] = ' ';
    for (const char *p = outer_text; *p && used + 1 < size; p++) buffer[used++] = *p;
    const char *tail = " 1\n";
    for (const char *p = tail; *p && used + 1 < size; p++) buffer[used++] = *p;
    buffer[used] = '\0';
}

// `base` + `path` into `buffer` (both absolute-ish; no allocation).
static int join(char *buffer, size_t size, const char *base, const char *path) {
    size_t base_length = strlen(base), path_length = strlen(path);
    if (base_length + path_length + 1 > size) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(buffer, base, base_length);
    memcpy(buffer + base_length, path, path_length + 1);
    return 0;
}

// mkdir -p of an absolute path under the (writable, private) staging root.
static int make_directories(char *path) {
    for (char *slash = strchr(path + 1, '/'); slash != NULL; slash = strchr(slash + 1, '/')) {
        *slash = '\0';
        int result = mkdir(path, 0755);
        *slash = '/';
        if (result != 0 && errno != EEXIST) return -1;
    }
    if (mkdir(path, 0755) != 0 && errno != EEXIST) return -1;
    return 0;
}

// A bind mount keeps the flags it must (nosuid, nodev, noexec are locked in
// a user namespace) and becomes read-only.
static int remount_read_only(const char *target) {
    struct statvfs info;
    if (statvfs(target, &info) != 0) return -1;
    unsigned long flags = MS_REMOUNT | MS_BIND | MS_RDONLY;
    if (info.f_flag & ST_NOSUID) flags |= MS_NOSUID;
    if (info.f_flag & ST_NODEV) flags |= MS_NODEV;
    if (info.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
    if (info.f_flag & ST_NOATIME) flags |= MS_NOATIME;
    if (info.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
    if (info.f_flag & ST_RELATIME) flags |= MS_RELATIME;
    return mount(NULL, target, NULL, flags, NULL);
}

// Shows `host` (copied beforehand as the detached mount `source_fd`, since
// the staging mount hides /tmp) at `inside` under `root`: a symbolic link is re-created, a
// folder or file is bound read-only.
static void show(int report, const char *root, const char *host, int source_fd, const char *inside) {
    char target[4096];
    if (join(target, sizeof target, root, inside) != 0) report_and_exit(report, STEP_BINDS);
    struct stat link_info;
    if (lstat(host, &link_info) == 0 && S_ISLNK(link_info.st_mode) && source_fd < 0) {
        char destination[4096];
        ssize_t length = readlink(host, destination, sizeof destination - 1);
        if (length < 0) report_and_exit(report, STEP_BINDS);
        destination[length] = '\0';
        char *slash = strrchr(target, '/');
        if (slash != NULL && slash != target) {
            *slash = '\0';
            if (make_directories(target) != 0) report_and_exit(report, STEP_BINDS);
            *slash = '/';
        }
        if (symlink(destination, target) != 0 && errno != EEXIST) report_and_exit(report, STEP_BINDS);
        return;
    }
    struct stat info;
    if (fstat(source_fd, &info) != 0) report_and_exit(report, STEP_BINDS);
    if (S_ISDIR(info.st_mode)) {
        if (make_directories(target) != 0) report_and_exit(report, STEP_BINDS);
    } else {
        char *slash = strrchr(target, '/');
        if (slash != NULL && slash != target) {
            *slash = '\0';
            if (make_directories(target) != 0) report_and_exit(report, STEP_BINDS);
            *slash = '/';
        }
        int fd = open(target, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0) report_and_exit(report, STEP_BINDS);
        close(fd);
    }
    // A detached copy of the host's mount, made before /tmp was hidden.
    if (syscall(SYS_move_mount, source_fd, "", AT_FDCWD, target, MOVE_MOUNT_F_EMPTY_PATH) != 0) report_and_exit(report, STEP_BINDS);
    if (remount_read_only(target) != 0) report_and_exit(report, STEP_READ_ONLY);
}

static void make_device(int report, const char *root, const char *name) {
    char target[256], host[64];
    if (join(target, sizeof target, root, name) != 0 || join(host, sizeof host, "", name) != 0) report_and_exit(report, STEP_DEV);
    int fd = open(target, O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0) report_and_exit(report, STEP_DEV);
    close(fd);
    if (mount(host, target, NULL, MS_BIND, NULL) != 0) report_and_exit(report, STEP_DEV);
}

// A number of bytes as tmpfs's size= option.
static void size_option(char *buffer, size_t size, unsigned long long bytes) {
    char number[32];
    const char *text = format_unsigned(number + sizeof number, (unsigned long)bytes);
    const char *prefix = "size=";
    size_t used = 0;
    for (const char *p = prefix; *p && used + 1 < size; p++) buffer[used++] = *p;
    for (const char *p = text; *p && used + 1 < size; p++) buffer[used++] = *p;
    const char *tail = ",mode=1777";
    for (const char *p = tail; *p && used + 1 < size; p++) buffer[used++] = *p;
    buffer[used] = '\0';
}

static void set_up_descriptors(int report, const mp_sandbox_spec *spec) {
    // Moved out of the way first, so a descriptor already numbered 0-4 is not
    // overwritten before it is used.
    int wanted[5] = {spec->stdio[0], spec->stdio[1], spec->stdio[2], spec->fd3, spec->fd4};
    int moved[5];
    for (int i = 0; i < 5; i++) {
        moved[i] = -1;
        if (wanted[i] >= 0) {
            moved[i] = fcntl(wanted[i], F_DUPFD_CLOEXEC, 10);
            if (moved[i] < 0) report_and_exit(report, STEP_DESCRIPTORS);
        }
    }
    int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
    for (int i = 0; i < 5; i++) {
        int source = moved[i] >= 0 ? moved[i] : (i < 3 ? null_fd : -1);
        if (source < 0) {
            if (i < 3) report_and_exit(report, STEP_DESCRIPTORS);
            continue;
        }
        if (dup2(source, i) < 0) report_and_exit(report, STEP_DESCRIPTORS);
    }
    // Everything else closes at exec: the report pipe is close-on-exec, and
    // any other descriptor this process inherited is closed now.
    for (int fd = 5; fd < 1024; fd++) {
        if (fd != report) close(fd);
    }
#ifdef SYS_close_range
    syscall(SYS_close_range, 1024, ~0U, 0);
#endif
}

// The new user namespace's one user and group: `inner_uid` and `inner_gid`
// inside are the caller's `outer_uid` and `outer_gid`. setgroups is denied
// first, as the kernel requires of an unprivileged gid_map.
static void map_ids(int report, unsigned inner_uid, unsigned inner_gid, uid_t outer_uid, gid_t outer_gid) {
    char line[64];
    if (write_text_file("/proc/self/setgroups", "deny") != 0) report_and_exit(report, STEP_ID_MAPS);
    id_map_line(line, sizeof line, inner_uid, outer_uid);
    if (write_text_file("/proc/self/uid_map", line) != 0) report_and_exit(report, STEP_ID_MAPS);
    id_map_line(line, sizeof line, inner_gid, outer_gid);
    if (write_text_file("/proc/self/gid_map", line) != 0) report_and_exit(report, STEP_ID_MAPS);
}

static void enter_sandbox(int report, const mp_sandbox_spec *spec, uid_t outer_uid, gid_t outer_gid) {
    map_ids(report, spec->inner_id, spec->inner_id, outer_uid, outer_gid);

    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) report_and_exit(report, STEP_PRIVATE_MOUNTS);
    // Copies of the folders to show, taken while every path can still be
    // reached (a bind source may itself be under /tmp). A link is re-created instead.
    int source_fds[64];
    for (size_t i = 0; i < spec->bind_count; i++) {
        struct stat info;
        source_fds[i] = -1;
        if (lstat(spec->binds[i].host, &info) == 0 && S_ISLNK(info.st_mode)) continue;
        source_fds[i] = (int)syscall(SYS_open_tree, AT_FDCWD, spec->binds[i].host, OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE);
        if (source_fds[i] < 0) report_and_exit(report, STEP_BINDS);
    }
    // The new root is built on a tmpfs mounted over /tmp, a folder every
    // system has; the host's /tmp is hidden by it from here on.
    const char *root = "/tmp";
    if (mount("mp-sandbox", root, "tmpfs", MS_NOSUID | MS_NODEV, "size=1m,mode=0755") != 0) report_and_exit(report, STEP_ROOT);

    // /tmp first, so a folder shown below it (a browser or fonts kept under
    // /tmp on the host) is not hidden by it.
    char path[256];
    char options[64];
    size_option(options, sizeof options, spec->tmp_bytes);
    if (join(path, sizeof path, root, "/tmp") != 0 || mkdir(path, 01777) != 0) report_and_exit(report, STEP_TMP);
    if (mount("mp-tmp", path, "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) report_and_exit(report, STEP_TMP);
    for (size_t i = 0; i < spec->file_count; i++) {
        const char *name = spec->files[i].name;
        if (strchr(name, '/') != NULL || name[0] == '\0' || name[0] == '.') {
            errno = EINVAL;
            report_and_exit(report, STEP_FILES);
        }
        char file[512];
        if (join(file, sizeof file, path, "/") != 0) report_and_exit(report, STEP_FILES);
        size_t used = strlen(file);
        if (used + strlen(name) + 1 > sizeof file) report_and_exit(report, STEP_FILES);
        memcpy(file + used, name, strlen(name) + 1);
        int fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd < 0 || write_all(fd, spec->files[i].contents, spec->files[i].length) != 0) report_and_exit(report, STEP_FILES);
        close(fd);
    }

    for (size_t i = 0; i < spec->bind_count; i++) {
        show(report, root, spec->binds[i].host, source_fds[i], spec->binds[i].inside);
    }

    if (join(path, sizeof path, root, "/proc") != 0 || mkdir(path, 0555) != 0) report_and_exit(report, STEP_PROC);
    if (mount("proc", path, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) report_and_exit(report, STEP_PROC);

    if (join(path, sizeof path, root, "/dev") != 0 || mkdir(path, 0755) != 0) report_and_exit(report, STEP_DEV);
    if (mount("mp-dev", path, "tmpfs", MS_NOSUID | MS_NOEXEC, "size=64k,mode=0755") != 0) report_and_exit(report, STEP_DEV);
    make_device(report, root, "/dev/null");
    make_device(report, root, "/dev/zero");
    make_device(report, root, "/dev/random");
    make_device(report, root, "/dev/urandom");
    if (join(path, sizeof path, root, "/dev/shm") != 0 || mkdir(path, 01777) != 0) report_and_exit(report, STEP_DEV);
    if (mount("mp-shm", path, "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) report_and_exit(report, STEP_DEV);

    if (chdir(root) != 0) report_and_exit(report, STEP_PIVOT);
    if (mkdir("old-root", 0700) != 0) report_and_exit(report, STEP_PIVOT);
    if (syscall(SYS_pivot_root, ".", "old-root") != 0) report_and_exit(report, STEP_PIVOT);
    if (chdir("/") != 0 || umount2("/old-root", MNT_DETACH) != 0 || rmdir("/old-root") != 0) report_and_exit(report, STEP_PIVOT);
    // Nothing more is created at the root: it becomes read-only too.
    if (mount(NULL, "/", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0) report_and_exit(report, STEP_READ_ONLY);
    if (chdir("/tmp") != 0) report_and_exit(report, STEP_PIVOT);
}

// Every signal starts as default, unblocked: ignored signals stay ignored
// across execve, and a caller that ignores SIGCHLD or SIGPIPE would hand that
// to the program (a browser's process bookkeeping then loses its renderers).
static void reset_signals(void) {
    for (int signal_number = 1; signal_number < NSIG; signal_number++) {
        if (signal_number != SIGKILL && signal_number != SIGSTOP) signal(signal_number, SIG_DFL);
    }
    sigset_t all;
    sigemptyset(&all);
    sigprocmask(SIG_SETMASK, &all, NULL);
}

// The tree modes: this process becomes the init and the program its child.
// The program is not PID 1 itself, because the kernel shields a namespace's
// PID 1 from every signal sent from inside it that it does not handle: a
// plugin's own `kill -9 $$` or SIGPIPE would do nothing to it.
static _Noreturn void start_tree(int report, const mp_sandbox_spec *spec, int in_namespace, pid_t caller) {
    // Without a namespace, what the program leaves behind (a double fork,
    // `setsid`) is re-parented to the init rather than to the machine's.
    if (!in_namespace && prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) report_and_exit(report, STEP_SUBREAPER);
    mp_tree_ignore_signals();
    // In a namespace the kernel ends the tree with the init; without one, the init does.
    if (!in_namespace && mp_tree_end_with_caller(caller) != 0) report_and_exit(report, STEP_DEATH_SIGNAL);
    pid_t init = (pid_t)syscall(SYS_getpid);
    pid_t program = (pid_t)syscall(SYS_clone, SIGCHLD, NULL, NULL, NULL, NULL);
    if (program < 0) report_and_exit(report, STEP_FORK);
    if (program == 0) {
        // Dies with the init, which dies with the caller's thread.
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) report_and_exit(report, STEP_DEATH_SIGNAL);
        if (getppid() != init) _exit(127);
        reset_signals();
        set_up_descriptors(report, spec);
        execve(spec->executable, spec->argv, spec->envp);
        // A script just written may still be open for writing in a process
        // another thread is starting, until it drops its copies of the
        // caller's descriptors: the kernel refuses to run it meanwhile. Briefly.
        for (int attempt = 0; attempt < 100 && errno == ETXTBSY; attempt++) {
            struct timespec pause = {0, 10 * 1000 * 1000};
            nanosleep(&pause, NULL);
            execve(spec->executable, spec->argv, spec->envp);
        }
        report_and_exit(report, STEP_EXEC);
    }
    // The report pipe closes here: the caller sees end-of-file once the program has started.
    mp_tree_supervise(program, spec->status_fd, in_namespace);
}

static void format_problem(char *problem, size_t length, const char *what, int error) {
    if (problem == NULL || length == 0) return;
    snprintf(problem, length, "%s: %s", what, strerror(error));
}

// One attempt at starting the program, its first process born in
// `namespaces` (clone flags). Returns the PID, or -1 with the failing step
// and error in `failure`.
static pid_t start(const mp_sandbox_spec *spec, unsigned long namespaces, child_failure *failure) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) {
        *failure = (child_failure){STEP_PIPE, errno};
        return -1;
    }
    pid_t parent = getpid();
    uid_t outer_uid = geteuid();
    gid_t outer_gid = getegid();
    int tree = spec->mode == MP_SANDBOX_TREE || spec->mode == MP_SANDBOX_TREE_SUBREAPER;
    // A bare clone system call: like fork, the child runs on a copy of this
    // stack, but it can be born in new namespaces (PID 1 of its own).
    pid_t pid = (pid_t)syscall(SYS_clone, SIGCHLD | namespaces, NULL, NULL, NULL, NULL);
    if (pid == 0) {
        close(report[0]);
        // Above the numbers the program's descriptors take (0-4).
        int report_fd = fcntl(report[1], F_DUPFD_CLOEXEC, 100);
        if (report_fd < 0) _exit(127);
        close(report[1]);
        report[1] = report_fd;
        // The init never execs: it drops at once what the program will not need.
        if (tree) {
            int keep[] = {report_fd, spec->status_fd, spec->stdio[0], spec->stdio[1], spec->stdio[2], spec->fd3, spec->fd4};
            mp_close_all_but(keep, sizeof keep / sizeof keep[0]);
        }
        // Dies with the thread that started it; checked against a parent
        // that died before the signal was set (a child in a new PID
        // namespace has its parent outside, so it reads 0 there).
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) report_and_exit(report[1], STEP_DEATH_SIGNAL);
        if (!(namespaces & CLONE_NEWPID) && getppid() != parent) _exit(127);
        reset_signals();
        if (spec->mode == MP_SANDBOX_ISOLATE) {
            enter_sandbox(report[1], spec, outer_uid, outer_gid);
        } else {
            // The caller's own ids, mapped to themselves: the program is the
            // same user, and its files are the caller's.
            if (namespaces & CLONE_NEWUSER) map_ids(report[1], outer_uid, outer_gid, outer_uid, outer_gid);
            if (setpgid(0, 0) != 0) report_and_exit(report[1], STEP_GROUP);
            if (tree) start_tree(report[1], spec, (namespaces & CLONE_NEWPID) != 0, parent);
        }
        set_up_descriptors(report[1], spec);
        execve(spec->executable, spec->argv, spec->envp);
        report_and_exit(report[1], STEP_EXEC);
    }
    int clone_error = errno;
    close(report[1]);
    if (pid < 0) {
        close(report[0]);
        *failure = (child_failure){namespaces != 0 ? STEP_CLONE_NAMESPACES : STEP_CLONE, clone_error};
        return -1;
    }
    ssize_t got;
    do {
        got = read(report[0], failure, sizeof *failure);
    } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof *failure) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        return -1;
    }
    return pid;
}

pid_t mp_sandbox_spawn(const mp_sandbox_spec *spec, char *problem, size_t problem_length) {
    if (problem_length > 0) problem[0] = '\0';
    if (spec->bind_count > 64) {
        format_problem(problem, problem_length, "too many folders to show", E2BIG);
        return -1;
    }
    child_failure failure = {0, 0};
    pid_t pid = -1;
    switch (spec->mode) {
    case MP_SANDBOX_ISOLATE:
        pid = start(spec, CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS, &failure);
        break;
    case MP_SANDBOX_TREE: {
        // Root makes a PID namespace alone; an ordinary user (or a root
        // without CAP_SYS_ADMIN) needs a user namespace to hold it.
        const unsigned long attempts[] = {CLONE_NEWPID, CLONE_NEWPID | CLONE_NEWUSER};
        for (size_t i = geteuid() == 0 ? 0 : 1; i < sizeof attempts / sizeof attempts[0]; i++) {
            pid = start(spec, attempts[i], &failure);
            if (pid > 0) return pid;
            // Only the namespace was refused (EPERM in a container, ENOSPC
            // where user namespaces are off): try the next way.
            if (failure.step != STEP_CLONE_NAMESPACES && failure.step != STEP_ID_MAPS) break;
        }
        if (pid < 0 && (failure.step == STEP_CLONE_NAMESPACES || failure.step == STEP_ID_MAPS)) pid = start(spec, 0, &failure);
        break;
    }
    default:
        pid = start(spec, 0, &failure);
        break;
    }
    if (pid < 0) format_problem(problem, problem_length, step_name(failure.step), failure.error);
    return pid;
}

// The parent of /proc/PID and its anonymous resident memory in bytes (what
// the process itself holds: the program's shared pages would otherwise be
// counted once per process), from its status file; -1 when unreadable.
static pid_t parent_of(const char *pid_text, unsigned long long *anonymous_bytes) {
    char path[64], buffer[4096];
    snprintf(path, sizeof path, "/proc/%s/status", pid_text);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t length = read(fd, buffer, sizeof buffer - 1);
    close(fd);
    if (length <= 0) return -1;
    buffer[length] = '\0';
    const char *parent_line = strstr(buffer, "\nPPid:");
    if (parent_line == NULL) return -1;
    pid_t parent = (pid_t)strtol(parent_line + 6, NULL, 10);
    if (anonymous_bytes != NULL) {
        const char *anonymous = strstr(buffer, "\nRssAnon:");
        *anonymous_bytes = anonymous != NULL ? strtoull(anonymous + 10, NULL, 10) * 1024ULL : 0;
    }
    return parent;
}

typedef struct process_entry {
    pid_t pid;
    pid_t parent;
    unsigned long long anonymous_bytes;
} process_entry;

// Every process's parent and resident pages, at most `capacity` of them.
static size_t list_processes(process_entry *entries, size_t capacity) {
    DIR *proc = opendir("/proc");
    if (proc == NULL) return 0;
    size_t count = 0;
    struct dirent *entry;
    while ((entry = readdir(proc)) != NULL && count < capacity) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
        unsigned long long bytes = 0;
        pid_t parent = parent_of(entry->d_name, &bytes);
        if (parent < 0) continue;
        entries[count].pid = (pid_t)atoi(entry->d_name);
        entries[count].parent = parent;
        entries[count].anonymous_bytes = bytes;
        count++;
    }
    closedir(proc);
    return count;
}

// Marks the processes below `root` (and `root` itself) in `inside`, by
// repeated passes: a process is inside once its parent is.
static void mark_tree(const process_entry *entries, size_t count, pid_t root, unsigned char *inside) {
    for (size_t i = 0; i < count; i++) inside[i] = entries[i].pid == root;
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t i = 0; i < count; i++) {
            if (inside[i]) continue;
            for (size_t j = 0; j < count; j++) {
                if (inside[j] && entries[j].pid == entries[i].parent) {
                    inside[i] = 1;
                    changed = 1;
                    break;
                }
            }
        }
    }
}

enum { MAX_PROCESSES = 32768 };

unsigned long long mp_process_tree_rss(pid_t pid) {
    process_entry *entries = calloc(MAX_PROCESSES, sizeof *entries);
    unsigned char *inside = calloc(MAX_PROCESSES, 1);
    unsigned long long total = 0;
    if (entries != NULL && inside != NULL) {
        size_t count = list_processes(entries, MAX_PROCESSES);
        mark_tree(entries, count, pid, inside);
        for (size_t i = 0; i < count; i++) if (inside[i]) total += entries[i].anonymous_bytes;
    }
    free(entries);
    free(inside);
    return total;
}

void mp_kill_descendants(pid_t pid) {
    process_entry *entries = calloc(MAX_PROCESSES, sizeof *entries);
    unsigned char *inside = calloc(MAX_PROCESSES, 1);
    if (entries != NULL && inside != NULL) {
        // Stopped first, so none of them can start another while we kill.
        for (int pass = 0; pass < 2; pass++) {
            size_t count = list_processes(entries, MAX_PROCESSES);
            mark_tree(entries, count, pid, inside);
            for (size_t i = 0; i < count; i++) {
                if (inside[i] && entries[i].pid != pid) kill(entries[i].pid, pass == 0 ? SIGSTOP : SIGKILL);
            }
        }
    }
    free(entries);
    free(inside);
}

int mp_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}
