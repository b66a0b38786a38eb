#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether this test process runs under ThreadSanitizer (`swift test --sanitize=thread`).
///
/// A stress test that *races on purpose* against a broken type belongs only under TSan:
/// racing `Array` stores can corrupt the heap of a plain test run. TSan names each race it
/// sees; by default it reports and the process goes on (exiting with 66 at its end), and
/// with `TSAN_OPTIONS=halt_on_error=1` the first report ends the process.
/// `swift test --sanitize=thread` sets no TSan options. Gate such a test on this flag.
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
