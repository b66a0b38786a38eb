import Foundation

/// An exercise's proofs, read from `Exercises/ExerciseN/proofs.json` (docs/ARCHITECTURE.md,
/// "Proofs"). Strict: an unknown field or proof kind is an error at load, not ignored — a
/// misspelled "mesage" would otherwise make a proof accept any failure.
struct ExerciseManifest: Decodable, Equatable {
    let exercise: Int
    let title: String
    /// The course lesson it follows, e.g. "000 Actores en arquitectura".
    let lesson: String
    let proofs: [Proof]
    /// The promises the fixed type keeps, numbered as in the README's "Contract" section.
    let contract: [Clause]

    var testProofs: [Proof] { proofs.filter { $0.kind == .test } }
    var tsanProofs: [Proof] { proofs.filter { $0.kind == .tsan } }
    var compileProofs: [Proof] { proofs.filter { $0.kind == .compile } }

    init(exercise: Int, title: String, lesson: String, proofs: [Proof], contract: [Clause] = []) {
        self.exercise = exercise
        self.title = title
        self.lesson = lesson
        self.proofs = proofs
        self.contract = contract
    }

    func clause(_ number: Int) -> Clause? { contract.first { $0.number == number } }

    init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, allowed: ["exercise", "title", "lesson", "proofs", "contract"], in: "the manifest")
        let container = try decoder.container(keyedBy: StrictKeys.self)
        exercise = try container.decode(Int.self, forKey: StrictKeys("exercise"))
        title = try container.decode(String.self, forKey: StrictKeys("title"))
        lesson = try container.decode(String.self, forKey: StrictKeys("lesson"))
        proofs = try container.decode([Proof].self, forKey: StrictKeys("proofs"))
        contract = try container.decode([Clause].self, forKey: StrictKeys("contract"))
    }
}

/// One way the lab shows the broken version is broken and the fixed one is not: each kind
/// carries exactly what it needs.
enum Proof: Decodable, Equatable {
    /// Tests (`Module.Type/test`) that must fail on the exercise track, each failure
    /// containing `message` (the intended reason), and pass on the solutions track.
    case test(name: String, tests: [String], message: String)
    /// The `swift test --filter` that drives a race ThreadSanitizer must report on the
    /// exercise track and not on the solutions track.
    case tsan(name: String, filter: String)
    /// A fixture the compiler must reject (with its `-verify` annotations), and its fixed
    /// twin that must compile.
    case compile(name: String, fixture: String, fixed: String)

    enum Kind: String, Decodable, CaseIterable { case test, tsan, compile }

    var kind: Kind {
        switch self {
        case .test: .test
        case .tsan: .tsan
        case .compile: .compile
        }
    }

    /// A few words naming what is proven ("lost updates in the hit counter").
    var name: String {
        switch self {
        case let .test(name, _, _), let .tsan(name, _), let .compile(name, _, _): name
        }
    }

    var tests: [String]? { if case let .test(_, tests, _) = self { tests } else { nil } }
    var message: String? { if case let .test(_, _, message) = self { message } else { nil } }
    var filter: String? { if case let .tsan(_, filter) = self { filter } else { nil } }
    var fixture: String? { if case let .compile(_, fixture, _) = self { fixture } else { nil } }
    var fixed: String? { if case let .compile(_, _, fixed) = self { fixed } else { nil } }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: StrictKeys.self)
        let kindText = try container.decode(String.self, forKey: StrictKeys("kind"))
        guard let kind = Kind(rawValue: kindText) else {
            throw DecodingError.dataCorruptedError(
                forKey: StrictKeys("kind"), in: container,
                debugDescription: "unknown proof kind '\(kindText)'; the kinds are \(Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let name = try container.decode(String.self, forKey: StrictKeys("name"))
        func field<T: Decodable>(_ key: String) throws -> T { try container.decode(T.self, forKey: StrictKeys(key)) }
        switch kind {
        case .test:
            try StrictKeys.check(decoder, allowed: ["kind", "name", "tests", "message"], in: "a test proof")
            self = .test(name: name, tests: try field("tests"), message: try field("message"))
        case .tsan:
            try StrictKeys.check(decoder, allowed: ["kind", "name", "filter"], in: "a tsan proof")
            self = .tsan(name: name, filter: try field("filter"))
        case .compile:
            try StrictKeys.check(decoder, allowed: ["kind", "name", "fixture", "fixed"], in: "a compile proof")
            self = .compile(name: name, fixture: try field("fixture"), fixed: try field("fixed"))
        }
    }
}

/// Any key, so a decoder can list what a JSON object holds and refuse what it does not know.
struct StrictKeys: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    static func check(_ decoder: any Decoder, allowed: Set<String>, in place: String) throws {
        let container = try decoder.container(keyedBy: StrictKeys.self)
        if let unknown = container.allKeys.map(\.stringValue).filter({ !allowed.contains($0) }).sorted().first {
            throw DecodingError.dataCorruptedError(
                forKey: StrictKeys(unknown), in: container,
                debugDescription: "unknown field '\(unknown)' in \(place); it takes \(allowed.sorted().joined(separator: ", "))")
        }
    }
}

enum ManifestError: Error, CustomStringConvertible {
    case unreadable(path: String, reason: String)

    var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read the proof manifest \(path): \(reason)"
        }
    }
}

/// Where the lab's pieces live, relative to the package root.
struct LabLayout {
    let root: URL

    /// Exercise N's folders, relative to the root.
    func exercisePath(_ number: Int) -> String { "Exercises/Exercise\(number)" }
    func solutionPath(_ number: Int) -> String { "Solutions/Exercise\(number)" }
    func exerciseDirectory(_ number: Int) -> URL { root.appending(path: exercisePath(number)) }
    func solutionDirectory(_ number: Int) -> URL { root.appending(path: solutionPath(number)) }
    func manifestPath(_ number: Int) -> URL { exerciseDirectory(number).appending(path: "proofs.json") }
    /// Where exercise N's wrong-fix gallery lives, relative to the root.
    func galleryPath(_ number: Int) -> String { "Fixtures/Exercise\(number)/Gallery" }

    /// Exercise N's gallery entries, by name; a header that does not parse is an error.
    func gallery(_ number: Int) throws -> [GalleryEntry] {
        try files(under: galleryPath(number)).filter { $0.hasSuffix(".swift") }.map { path in
            let name = String(path.split(separator: "/").last!.dropLast(".swift".count))
            let source = try String(contentsOf: root.appending(path: path), encoding: .utf8)
            return try GalleryEntry(exercise: number, name: name, source: source)
        }
    }

    /// The exercise numbers present on disk, in order.
    func exerciseNumbers() -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Exercises").path)) ?? []
        return names.compactMap { name in
            name.hasPrefix("Exercise") ? Int(name.dropFirst("Exercise".count)) : nil
        }.sorted()
    }

    func manifest(_ number: Int) throws -> ExerciseManifest {
        let path = manifestPath(number)
        do {
            return try JSONDecoder().decode(ExerciseManifest.self, from: Data(contentsOf: path))
        } catch {
            throw ManifestError.unreadable(path: path.path, reason: "\(error)")
        }
    }
}
