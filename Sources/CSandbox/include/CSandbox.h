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
    /// 1: new user, mount, network, PID, IPC and UTS namespaces, a root made
    /// of `binds` alone, an empty private /tmp; 0: a process group of its own
    /// and nothing more (the caller has accepted weaker isolation).
    int isolate;
    /// The program's user and group id inside the user namespace (non-zero,
    /// so a program that refuses to run as root, like Chromium with its own
    /// sandbox, runs as an ordinary user).
    unsigned inner_id;
    const mp_sandbox_bind *binds;
    size_t bind_count;
    const mp_sandbox_file *files;
    size_t file_count;
    /// Size of the private /tmp (and /dev/shm) in bytes.
    unsigned long long tmp_bytes;
} mp_sandbox_spec;

/// Starts the program described by `spec`. In both modes the program dies
/// with the calling thread (PR_SET_PDEATHSIG, SIGKILL). Isolated, it is PID 1
/// of its own PID namespace, so killing it ends every process it started,
/// and its /tmp vanishes with it. Returns its PID, or -1 with one line in
/// `problem` ("cannot isolate: mount /proc: Operation not permitted").
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
