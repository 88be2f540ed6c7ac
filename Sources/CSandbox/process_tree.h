// The init of the tree modes (MP_SANDBOX_TREE, MP_SANDBOX_TREE_SUBREAPER):
// what runs, in the cloned child, above an external plugin. Private to CSandbox.
#ifndef MP_PROCESS_TREE_H
#define MP_PROCESS_TREE_H

#include <stddef.h>
#include <sys/types.h>

/// Ignores every signal that can be ignored but SIGCHLD: the program shares
/// the init's process group, and a plugin's `kill 0` or `trap 'kill 0' EXIT`
/// must not end the init before it has reported the program's status. (As
/// PID 1 of a namespace, the kernel already ignores such signals for it.)
void mp_tree_ignore_signals(void);

/// Without a namespace: when `caller` dies (`kill -9` of the tool), the
/// init, which dies with it, first kills every process below it. Its
/// parent-death signal becomes SIGTERM, handled: a SIGTERM that comes while
/// `caller` is still its parent (a plugin's `kill 0`) is ignored. Returns
/// -1 when `caller` is already gone.
int mp_tree_end_with_caller(pid_t caller);

/// Closes every descriptor but the `count` in `keep` (-1 entries are
/// skipped). A process that does not exec at once must not hold the
/// caller's other descriptors: other plugins' pipes, or a script another
/// thread has just written, which the kernel refuses to run (ETXTBSY) while
/// any process holds it open for writing.
void mp_close_all_but(const int *keep, size_t count);

/// The init's whole life once `program` is started: closes every descriptor
/// but `status_fd`, reaps whatever is re-parented to it, writes `program`'s
/// wait status to `status_fd` when it ends, then ends the rest of the tree
/// and exits. In a namespace (`in_namespace`), exiting is enough: the kernel
/// kills every process left in it. Without one, the init is a child
/// subreaper, so every process below it is still its descendant, `setsid`
/// or not: it kills its children, found through /proc, until it has none.
/// Uses system calls only (it runs in a copy of a multi-threaded process).
_Noreturn void mp_tree_supervise(pid_t program, int status_fd, int in_namespace);

#endif
