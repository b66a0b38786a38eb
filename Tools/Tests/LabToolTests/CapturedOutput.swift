import Foundation

/// Outputs kept in `Captured/`: captured from this toolchain on Linux (swift test --parallel
/// --xunit-output; a plain run's XCTest console and Swift Testing event stream for Exercise 7;
/// a ThreadSanitizer log of Exercise 1's broken cache), paths rewritten to `/lab/`. One is
/// not captured: `xctest-console-macos-exercise7.log` is the same run written in XCTest's
/// macOS format (`-[Module.Type test]`), by hand — no Mac ran it yet; replace it with a
/// capture when one does.
enum CapturedOutput {
    static func data(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: "Captured/" + name, withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
        }
        return try Data(contentsOf: url)
    }

    static func text(_ name: String) throws -> String {
        String(decoding: try data(name), as: UTF8.self)
    }
}
