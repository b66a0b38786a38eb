import Foundation

/// One ThreadSanitizer report: its title and the source locations of its frames.
struct TSanReport: Equatable {
    /// One frame of Swift source: its function's symbol, as TSan prints it, and its location.
    struct Frame: Equatable {
        /// `$s9Exercise514InMemoryLoggerC3logyySSYaFTY0_` (mangled), or a demangled name.
        let symbol: String
        /// `path/File.swift:41`, or `path/File.swift` when the frame has no line.
        let location: String
    }

    /// "data race", "heap-use-after-free" …: the title varies, the `WARNING:` does not.
    let title: String
    /// Every symbolised frame of Swift source, in order.
    let frames: [Frame]

    /// A report whose frames are known by location alone.
    init(title: String, locations: [String]) {
        self.init(title: title, frames: locations.map { Frame(symbol: "", location: $0) })
    }

    init(title: String, frames: [Frame]) {
        self.title = title
        self.frames = frames
    }

    /// `path/File.swift:41` (or `path/File.swift` when the frame has no line) for every frame, in order.
    var locations: [String] { frames.map(\.location) }

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

    /// Where an editor marks the report: its first frame in a file that exists under `folder`
    /// (the exercise's folder of the track that was built; ThreadSanitizer names the files that
    /// were compiled), at the frame's line — or, for a frame without one (an async function's
    /// partial, seen in Exercise 5's reports), at the declaration of the function its symbol
    /// names; `nil` when no frame is marked.
    func mark(inside folder: URL) -> SourceMark? {
        frames.lazy.compactMap { frame -> SourceMark? in
            let location = frame.location
            if let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]) {
                let mark = SourceMark(path: String(location[..<colon]), line: line)
                return mark.isFile(under: folder) ? mark : nil
            }
            guard SourceMark(path: location, line: 1).isFile(under: folder), let name = Self.functionName(frame.symbol),
                  let text = try? String(contentsOfFile: location, encoding: .utf8),
                  let index = text.components(separatedBy: "\n").firstIndex(where: { $0.contains("func \(name)(") || $0.contains("func \(name)<") })
            else { return nil }
            return SourceMark(path: location, line: index + 1)
        }.first
    }

    /// The function a frame's symbol names: the last identifier of a mangled Swift symbol
    /// (`$s9Exercise514InMemoryLoggerC3logyySSYaFTY0_` → `log`: identifiers are written as their
    /// length and their letters, a context's kind, `C` `V` `O`, between them), or the last word
    /// before `(` of a demangled one (`Exercise5.InMemoryLogger.log(_:)` → `log`).
    static func functionName(_ symbol: String) -> String? {
        if let paren = symbol.firstIndex(of: "(") {
            return symbol[..<paren].split(separator: ".").last.map(String.init)
        }
        guard symbol.hasPrefix("$s") else { return nil }
        var rest = Substring(symbol.dropFirst(2)), identifiers: [Substring] = []
        while true {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let length = Int(digits), length > 0, rest.count >= digits.count + length else { break }
            rest = rest.dropFirst(digits.count)
            identifiers.append(rest.prefix(length))
            rest = rest.dropFirst(length)
            if let kind = rest.first, "CVO".contains(kind), rest.dropFirst().first?.isNumber == true { rest = rest.dropFirst() }
        }
        return identifiers.count >= 2 ? identifiers.last.map(String.init) : nil
    }
}

/// Reads ThreadSanitizer's log (`TSAN_OPTIONS=log_path=…`, or the console).
enum TSanLog {
    static let marker = "WARNING: ThreadSanitizer: "

    static func reports(in log: String) -> [TSanReport] {
        var reports: [TSanReport] = []
        var title: String?
        var frames: [TSanReport.Frame] = []
        func finish() {
            if let title { reports.append(TSanReport(title: title, frames: frames)) }
            title = nil
            frames = []
        }
        for line in log.split(separator: "\n", omittingEmptySubsequences: false) {
            if let range = line.range(of: marker) {
                finish()
                let rest = line[range.upperBound...]
                title = String(rest.split(separator: " (", maxSplits: 1).first ?? rest)
            } else if line.hasPrefix("SUMMARY: ThreadSanitizer") {
                finish()
            } else if title != nil, let frame = frame(in: line) {
                frames.append(frame)
            }
        }
        finish()
        return reports
    }

    /// `    #0 $s…logyySSYaF /abs/path/File.swift:41:9 (binary+0x…)` → that symbol, and
    /// `/abs/path/File.swift:41`.
    private static func frame(in line: Substring) -> TSanReport.Frame? {
        let words = line.split(separator: " ")
        guard words.first?.hasPrefix("#") == true else { return nil }
        // Some frames carry `File.swift:41:9`, others only `File.swift` (no line table entry).
        for word in words where word.contains(".swift") {
            let parts = word.split(separator: ":")
            guard parts[0].hasSuffix(".swift") else { continue }
            let symbol = words.count > 1 ? String(words[1]) : ""
            return TSanReport.Frame(symbol: symbol, location: parts.count >= 2 ? "\(parts[0]):\(parts[1])" : String(parts[0]))
        }
        return nil
    }
}
