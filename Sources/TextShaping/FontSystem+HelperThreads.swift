import BoxTreeModel
import CCairo
import Layout

/// Keeps Pango's font-matching threads on the CPU their caller waits on.
///
/// Pango 1.50 builds each new font pattern (a family list at one size, weight
/// and language, and each fallback font's own, for its metrics) by running
/// fontconfig's match and sort on two new threads, and the shaping call waits
/// for them. A matrix meets a few hundred such patterns per worker. With every
/// CPU busy (one worker each), the kernel often queues the new threads behind
/// another worker while the waiting one leaves its own CPU idle: at `-j 2`
/// the waits for each new pattern took three times as long as at `-j 1`, and
/// the workers slept some 8% of the run. Threads inherit their creator's CPU mask, so binding
/// the caller to the CPU it is on, for the call that may build patterns, runs
/// the helpers on the CPU the caller is about to leave free. The outermost
/// `withLock` restores the mask; only the first shaping of a kind binds (two
/// system calls, a few microseconds), so the scheduler is left alone otherwise.
extension FontSystem {
    /// What decides which patterns shaping builds: the font, the direction
    /// (the language of the context), whether the text leaves ASCII (other
    /// scripts bring fallback fonts in) and the font map (each has its own
    /// patterns, FontSystem+CJK.swift).
    struct ShapingKind: Hashable {
        let font: FontSpec
        let direction: LayoutDirection
        let asciiOnly: Bool
        let map: ObjectIdentifier
    }

    /// Call with the lock held, before Pango shapes `text` with `map`.
    func bindForFirstShaping(of text: String, font: FontSpec, direction: LayoutDirection, map: ShapingFontMap) {
        let kind = ShapingKind(font: font, direction: direction, asciiOnly: text.utf8.allSatisfy { $0 < 0x80 },
                               map: ObjectIdentifier(map))
        guard shapedKinds.insert(kind).inserted, unboundCPUs == nil else { return }
        var saved = ccairo_cpu_mask()
        if ccairo_bind_to_current_cpu(&saved) != 0 { unboundCPUs = saved }
    }

    /// Gives the thread back the CPUs it had before `bindForFirstShaping`.
    func restoreCPUs() {
        guard var saved = unboundCPUs else { return }
        ccairo_restore_cpus(&saved)
        unboundCPUs = nil
    }
}
