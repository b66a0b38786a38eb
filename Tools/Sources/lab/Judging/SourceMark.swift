import Foundation

/// A line of a student's file where an editor or CI puts the red mark: written, and read back, in
/// the compiler's form `path:line: error: message` (LabKit's `StudentLine` writes the test
/// process's; the lab writes ThreadSanitizer's).
///
/// ```swift
/// let mark = SourceMark(path: "/lab/Exercises/Exercise1/InMemoryProductCache.swift", line: 24)
/// print(mark.diagnostic("ThreadSanitizer: data race in Exercise 1"))
/// SourceMark.reading("/lab/Exercises/Exercise1/InMemoryProductCache.swift:24: error: …")?.mark.line   // 24
/// ```
struct SourceMark: Equatable {
    /// The file's absolute path.
    let path: String
    /// Its line, from 1.
    let line: Int

    /// `message` in the compiler's form, at this line.
    func diagnostic(_ message: String) -> String { "\(path):\(line): error: \(message)" }

    /// The mark and the message of a line in the compiler's form; `nil` for any other line.
    static func reading(_ text: String) -> (mark: SourceMark, message: String)? {
        guard let match = text.firstMatch(of: #/^(/[^:\n]+):([0-9]+): error: /#), let number = Int(match.2) else { return nil }
        return (SourceMark(path: String(match.1), line: number), String(text[match.range.upperBound...]))
    }

    /// Whether the mark is in a file that exists under `folder` (symbolic links resolved).
    func isFile(under folder: URL) -> Bool {
        let real = { (url: URL) in url.standardizedFileURL.resolvingSymlinksInPath().path }
        return real(URL(filePath: path)).hasPrefix(real(folder) + "/") && FileManager.default.fileExists(atPath: path)
    }
}
