#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether this test process runs under ThreadSanitizer (`swift test --sanitize=thread`).
///
/// A stress test that *races on purpose* against a broken type belongs only where a crash
/// is contained: racing `Array` stores can corrupt the heap of a plain test run, while
/// under TSan the first report ends the process with the race named. Gate such a test on
/// this flag.
///
/// ```swift
/// @Test(.enabled(if: ThreadSanitizer.isActive, "a race driver: runs under scripts/tsan.sh"))
/// func mixedConcurrentUse() async { … }
/// ```
public enum ThreadSanitizer {
    /// True when the TSan runtime is loaded into this process.
    public static let isActive: Bool = {
        #if os(Linux)
            let everywhere = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT on glibc
        #else
            let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT on Darwin
        #endif
        return dlsym(everywhere, "__tsan_init") != nil
    }()
}
