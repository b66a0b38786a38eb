import Foundation
import Testing

/// The articles' Swift examples compile: each ```swift block of the documentation catalog is,
/// line for line (indentation aside), a passage of this test target's sources, which the
/// build compiles and these tests run.
@Suite("ConcurrencyProbes: every example in the articles is code this target compiles")
struct DocumentationExamplesTests {
    static let here = URL(filePath: #filePath).deletingLastPathComponent()
    static let catalog = here.deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Sources/ConcurrencyProbes/ConcurrencyProbes.docc")

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test("each ```swift block of each article appears in the sources of ConcurrencyProbesTests")
    func examplesAreCompiledCode() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.here, includingPropertiesForKeys: nil)
        let sources = try files.filter { $0.pathExtension == "swift" }.map { Self.lines(try String(contentsOf: $0, encoding: .utf8)) }
        let articles = try FileManager.default.contentsOfDirectory(at: Self.catalog, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
        var blocks = 0
        for article in articles {
            let text = try String(contentsOf: article, encoding: .utf8)
            for block in text.components(separatedBy: "```swift\n").dropFirst() {
                let code = Self.lines(String(block.prefix { _ in true }.components(separatedBy: "```").first ?? ""))
                blocks += 1
                let found = sources.contains { source in
                    source.count >= code.count && (0...(source.count - code.count)).contains { Array(source[$0..<($0 + code.count)]) == code }
                }
                #expect(found, "\(article.lastPathComponent): this example is not in the compiled sources:\n\(code.joined(separator: "\n"))")
            }
        }
        #expect(blocks >= 8, "the articles' examples were found (\(blocks))")
    }
}
