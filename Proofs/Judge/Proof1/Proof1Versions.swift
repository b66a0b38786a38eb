import Catalog
import Foundation
import Proof1Kit
import ProofKit

/// The versions Proof 1 is judged against, with what a good proof does with each: the fixed
/// version, the broken one, and every entry of Exercise 3's wrong-fix gallery but those that
/// break only the review rule (an escape hatch in the source: no behaviour shows it, so no
/// proof could catch it; `lab gallery` does, by reading the source).
enum Proof1Versions {
    /// The lab's root, from this file's place (`Proofs/Judge/Proof1/`).
    static let labRoot = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let gallery = labRoot.appending(path: "Fixtures/Exercise3/Gallery")
    static let files = ["CatalogViewModel.swift", "ProductLoader.swift"]

    static let fixed = ProofVersion(name: ProofVersion.fixedName, verdict: .correct, idea: "The lab's solution to Exercise 3.")
    static let broken = ProofVersion(
        name: ProofVersion.brokenName, verdict: .wrong,
        idea: "the view model's callback captures the view model, and the load's task holds its loader")

    static func all() throws -> [ProofVersion] {
        let names = try FileManager.default.contentsOfDirectory(atPath: gallery.path).filter { $0.hasSuffix(".swift") }.sorted()
        let entries = try names.map { try ProofVersion(galleryEntry: gallery.appending(path: $0)) }
        return [fixed, broken] + entries.filter { !$0.breaksOnlyTheReviewRule }
    }

    /// What is wrong with how `version` is built, if anything: its module (`Proof1<Name>`, from
    /// the types `versions` makes) and its files (links to the solution's, the replaced one to
    /// the gallery entry; the broken version's copies are the judge's other check).
    @MainActor static func problems(of version: ProofVersion, made versions: CatalogVersions) -> [String] {
        let module = "Proof1" + version.name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        var problems: [String] = []
        let made = String(reflecting: type(of: versions.screen(repository: NeverCalledRepository())))
        if !made.hasPrefix(module + ".") { problems.append("\(version.name) makes \(made), not a type of \(module)") }
        guard version.name != ProofVersion.brokenName else { return problems }
        for file in files {
            let link = labRoot.appending(path: "Proofs/Versions/Proof1/\(module.dropFirst("Proof1".count))/\(file)")
            let expected = file == version.replaces ? "Fixtures/Exercise3/Gallery/\(version.name).swift" : "Solutions/Exercise3/\(file)"
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) ?? "(not a link)"
            if !target.hasSuffix(expected) { problems.append("\(link.path) links to \(target), not to \(expected)") }
        }
        return problems
    }
}

/// A repository for a version that is made and never loads: only its types are looked at.
struct NeverCalledRepository: ProductRepository {
    func loadAll() async throws -> [Product] { [] }
}
