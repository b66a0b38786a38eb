import Foundation

/// One ThreadSanitizer report: its title and the source locations of its frames.
struct TSanReport: Equatable {
    /// "data race", "heap-use-after-free" …: the title varies, the `WARNING:` does not.
    let title: String
    /// `path/File.swift:41` (or `path/File.swift` when the frame has no line) for every symbolised frame, in order.
    let locations: [String]

    /// "title at first/frame.swift:12", for a table cell.
    var summary: String { "\(title) at \(locations.first ?? "no source location")" }

    /// The first frame inside `directory` (e.g. `Exercises/Exercise1/`), as
    /// `Exercises/…/File.swift:41`; a frame with a line number wins over one without.
    func firstLocation(inside directory: String) -> String? {
        let inside = locations.compactMap { location -> String? in
            location.range(of: directory).map { String(location[$0.lowerBound...]) }
        }
        return inside.first(where: { $0.contains(".swift:") }) ?? inside.first
    }

    /// Where an editor marks the report: its first frame with a line in a file that exists under
    /// `folder` (the exercise's folder of the track that was built; ThreadSanitizer names the
    /// files that were compiled), or `nil`.
    func mark(inside folder: URL) -> SourceMark? {
        locations.lazy.compactMap { location -> SourceMark? in
            guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]) else { return nil }
            let mark = SourceMark(path: String(location[..<colon]), line: line)
            return mark.isFile(under: folder) ? mark : nil
        }.first
    }
}

/// Reads ThreadSanitizer's log (`TSAN_OPTIONS=log_path=…`, or the console).
enum TSanLog {
    static let marker = "WARNING: ThreadSanitizer: "

    static func reports(in log: String) -> [TSanReport] {
        var reports: [TSanReport] = []
        var title: String?
        var locations: [String] = []
        func finish() {
            if let title { reports.append(TSanReport(title: title, locations: locations)) }
            title = nil
            locations = []
        }
        for line in log.split(separator: "\n", omittingEmptySubsequences: false) {
            if let range = line.range(of: marker) {
                finish()
                let rest = line[range.upperBound...]
                title = String(rest.split(separator: " (", maxSplits: 1).first ?? rest)
            } else if line.hasPrefix("SUMMARY: ThreadSanitizer") {
                finish()
            } else if title != nil, let location = sourceLocation(in: line) {
                locations.append(location)
            }
        }
        finish()
        return reports
    }

    /// `    #0 Type.method() /abs/path/File.swift:41:9 (binary+0x…)` → `/abs/path/File.swift:41`.
    private static func sourceLocation(in line: Substring) -> String? {
        guard line.trimmingPrefix(while: { $0 == " " }).hasPrefix("#") else { return nil }
        // Some frames carry `File.swift:41:9`, others only `File.swift` (no line table entry).
        for word in line.split(separator: " ") where word.contains(".swift") {
            let parts = word.split(separator: ":")
            guard parts[0].hasSuffix(".swift") else { continue }
            return parts.count >= 2 ? "\(parts[0]):\(parts[1])" : String(parts[0])
        }
        return nil
    }
}
