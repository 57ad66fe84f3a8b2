import CShims
import Glibc

/// Process-wide settings that must be in place before libraries load.
public enum ProcessEnvironment {
    static let openMPThreadLimit = "OMP_THREAD_LIMIT"

    /// Makes Tesseract's OpenMP run single-threaded (3.5–6x less CPU for the same frames here).
    ///
    /// libgomp reads OMP_THREAD_LIMIT when it is loaded, before `main` runs, so `setenv` alone is too
    /// late: if the variable is unset this sets it and re-executes /proc/self/exe with the same
    /// arguments, and does not return. If it is already set (by the user, a test runner, or the
    /// re-exec) or exec fails, it returns and the process carries on. Call it first thing in `main`.
    public static func ensureSingleThreadedOpenMP(arguments: [String] = CommandLine.arguments) {
        guard getenv(openMPThreadLimit) == nil else { return }
        setenv(openMPThreadLimit, "1", 1)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        fflush(nil)  // exec discards unflushed stdio buffers
        execv("/proc/self/exe", argv)
        // Only reached if exec failed; run on with OpenMP's default rather than not at all.
        for pointer in argv { free(pointer) }
    }

    /// The size from which glibc maps a block on its own and unmaps it when freed.
    private static let mappedBlockThreshold = 128 * 1024

    /// Gives freed frame-sized buffers back to the system. glibc starts by mapping every block of
    /// 128 KiB or more on its own, but raises that threshold past each mapped block freed (up to
    /// 32 MiB), and the free space it keeps at an arena's top to twice that: after the first frames,
    /// every frame buffer (0.3–1.2 MB, several a frame) comes from an arena and, freed, stays there.
    /// Fixing the threshold keeps them mapped: 11–15 MB less RSS on the real clips, for CPU within
    /// the runs' spread (FINDINGS, "Resident memory: frame buffers kept mapped").
    public static func returnFreedFrameBuffers() {
        mallopt(M_MMAP_THRESHOLD, Int32(mappedBlockThreshold))
    }
}
