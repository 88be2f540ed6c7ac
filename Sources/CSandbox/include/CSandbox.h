#ifndef CSANDBOX_H
#define CSANDBOX_H

#include <stddef.h>
#include <sys/types.h>

/// One folder of the host shown read-only inside the sandbox.
typedef struct mp_sandbox_bind {
    /// The folder (or file) on the host.
    const char *host;
    /// Where it appears inside, an absolute path.
    const char *inside;
} mp_sandbox_bind;

/// One file written into the sandbox's private /tmp before the program starts.
typedef struct mp_sandbox_file {
    /// A plain name, no slash: the file is `/tmp/NAME` inside.
    const char *name;
    const char *contents;
    size_t length;
} mp_sandbox_file;

/// What `mp_sandbox_spawn` puts around a program.
typedef enum mp_sandbox_mode {
    /// A process group of its own and nothing more (the caller has accepted
    /// weaker isolation: Chromium with `--html-isolation browser-only`).
    MP_SANDBOX_GROUP = 0,
    /// New user, mount, network, PID, IPC and UTS namespaces, a root made of
    /// `binds` alone, an empty private /tmp (Chromium drawing an HTML message).
    MP_SANDBOX_ISOLATE = 1,
    /// The program sees the machine as its caller does (same files, network
    /// and user), but runs below a small init of ours that is PID 1 of a new
    /// PID namespace, so when the program exits or the init is killed the
    /// kernel kills every process the program started, `setsid` or not. Not
    /// root, the namespace needs a user namespace too, with the caller's own
    /// uid and gid mapped to themselves. Where the kernel refuses (a container's
    /// seccomp profile), it becomes MP_SANDBOX_TREE_SUBREAPER, silently.
    /// An external renderer plugin.
    MP_SANDBOX_TREE = 2,
    /// The same init without a namespace: a child subreaper leading a process
    /// group, so whatever the program leaves behind (double fork and `setsid`
    /// included) is re-parented to it, found through /proc and killed once
    /// the program exits, or when the caller dies. Tests choose it to check
    /// the fallback.
    MP_SANDBOX_TREE_SUBREAPER = 3,
} mp_sandbox_mode;

/// How a program is started by `mp_sandbox_spawn`.
typedef struct mp_sandbox_spec {
    /// Absolute path of the program, as seen inside the sandbox.
    const char *executable;
    /// NULL-terminated.
    char *const *argv;
    /// NULL-terminated; the program sees nothing else.
    char *const *envp;
    /// Descriptors for the program's standard input, output and error; -1 is /dev/null.
    int stdio[3];
    /// Descriptors that appear as 3 and 4 in the program (Chromium's
    /// --remote-debugging-pipe); -1 for none.
    int fd3, fd4;
    mp_sandbox_mode mode;
    /// MP_SANDBOX_ISOLATE: the program's user and group id inside the user
    /// namespace (non-zero, so a program that refuses to run as root, like
    /// Chromium with its own sandbox, runs as an ordinary user).
    unsigned inner_id;
    /// The tree modes only: where the init writes the program's wait status
    /// (one `int`, as waitpid gives it) when the program ends, before it
    /// ends the rest; the init's own exit status says nothing of the program's
    /// (an init cannot die of a signal the program died of). -1: not written.
    int status_fd;
    /// MP_SANDBOX_ISOLATE only, like `files` and `tmp_bytes`.
    const mp_sandbox_bind *binds;
    size_t bind_count;
    const mp_sandbox_file *files;
    size_t file_count;
    /// Size of the private /tmp (and /dev/shm) in bytes.
    unsigned long long tmp_bytes;
} mp_sandbox_spec;

/// Starts the program described by `spec`. In every mode the process
/// started dies with the calling thread (PR_SET_PDEATHSIG), and but for
/// MP_SANDBOX_ISOLATE it leads a process group. Isolated, it is PID 1 of its
/// own PID namespace, so killing it ends every process it started, and its
/// /tmp vanishes with it. In the tree modes the PID returned is the init's,
/// never the program's: `mp_kill_descendants` then SIGKILL to it end the
/// whole tree (in a namespace the kill alone would), and the program's
/// status is read from `status_fd`.
/// Returns the PID, or -1 with one line "STEP: REASON" in `problem`
/// ("mount /proc: Operation not permitted", "start the program: No such file or directory").
pid_t mp_sandbox_spawn(const mp_sandbox_spec *spec, char *problem, size_t problem_length);

/// pipe2(fds, O_CLOEXEC): a pipe whose ends no other program inherits.
int mp_pipe_cloexec(int fds[2]);

/// Anonymous resident memory in bytes (RssAnon: what the processes hold of
/// their own, not the program's shared pages) of `pid` and every process
/// below it, read from /proc; 0 when `pid` is gone.
unsigned long long mp_process_tree_rss(pid_t pid);

/// Sends SIGKILL to every process below `pid` (not `pid` itself), found
/// through /proc, parents before children so none escapes by re-parenting.
void mp_kill_descendants(pid_t pid);

#endif
