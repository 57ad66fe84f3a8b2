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
}
