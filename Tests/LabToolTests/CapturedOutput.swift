import Foundation

/// Real outputs captured from this toolchain (swift test --parallel --xunit-output, and a
/// ThreadSanitizer log of Exercise 1's broken cache), kept in `Captured/`.
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
