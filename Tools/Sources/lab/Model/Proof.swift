import Foundation

/// One way the lab shows the broken version is broken and the fixed one is not: each kind
/// carries exactly what it needs, so nothing downstream checks again what the decoder has.
enum Proof: Decodable, Equatable {
    case test(TestProof)
    case tsan(TSanProof)
    case compile(CompileProof)

    enum Kind: String, Decodable, CaseIterable { case test, tsan, compile }

    static func test(name: String, tests: [String], message: String) -> Proof {
        .test(TestProof(name: name, tests: tests, message: message))
    }

    static func tsan(name: String, filter: String) -> Proof { .tsan(TSanProof(name: name, filter: filter)) }

    static func compile(name: String, fixture: String, fixed: String, flags: [String] = [], swiftFive: SwiftFiveOutcome) -> Proof {
        .compile(CompileProof(name: name, fixture: fixture, fixed: fixed, flags: flags, swiftFive: swiftFive))
    }

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
        case let .test(proof): proof.name
        case let .tsan(proof): proof.name
        case let .compile(proof): proof.name
        }
    }

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
            try StrictKeys.check(decoder, allowed: ["kind", "name", "fixture", "fixed", "flags", "swift5"], in: "a compile proof")
            let flags = try container.decodeIfPresent([String].self, forKey: StrictKeys("flags")) ?? []
            let swiftFiveText: String = try field("swift5")
            guard let swiftFive = SwiftFiveOutcome(rawValue: swiftFiveText) else {
                throw DecodingError.dataCorruptedError(
                    forKey: StrictKeys("swift5"), in: container,
                    debugDescription: "unknown swift5 outcome '\(swiftFiveText)'; the outcomes are \(SwiftFiveOutcome.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self = .compile(name: name, fixture: try field("fixture"), fixed: try field("fixed"), flags: flags, swiftFive: swiftFive)
        }
    }
}

/// Tests (`Module.Type/test`) that must fail on the exercise track, each failure containing
/// `message` (the intended reason), and pass on the solutions track.
struct TestProof: Equatable {
    let name: String
    let tests: [String]
    let message: String
}

/// The `swift test --filter` that drives a race ThreadSanitizer must report on the exercise
/// track and not on the solutions track.
struct TSanProof: Equatable {
    let name: String
    let filter: String
}

/// A fixture the compiler must reject (with its `-verify` annotations), and its fixed twin
/// that must compile — both with `flags` added to the compiler's command line (Xcode 26's
/// defaults, say: `-default-isolation MainActor`) — and what the Swift 5 mode makes of the
/// fixture.
struct CompileProof: Equatable {
    let name: String
    let fixture: String
    let fixed: String
    var flags: [String] = []
    let swiftFive: SwiftFiveOutcome
}
