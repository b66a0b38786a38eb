import Foundation

/// What `lab` remembers between runs, in `.lab/state.json` (git-ignored): how many hints of
/// each exercise and each proof exercise were shown, each exercise's last known status, and
/// each proof exercise's last verdict. Typed here; on disk it
/// stays the versioned JSON it always was (exercise numbers as keys, statuses as words), so a
/// student's file from an earlier lab still reads.
struct LabState: Equatable {
    static let currentVersion = 1

    private var hints: [Int: Int] = [:]
    private var statuses: [Int: ExerciseProgress.Status] = [:]
    private var proofHints: [Int: Int] = [:]
    private var proofVerdicts: [Int: ProofVerdict] = [:]
    /// The versions (`Proofs/Versions/ProofN/` folders) each proof was last judged against.
    private var proofVersions: [Int: [String]] = [:]

    /// How many hints of exercise N were shown.
    func hintsShown(_ number: Int) -> Int { hints[number] ?? 0 }

    mutating func noteHintsShown(_ count: Int, of number: Int) { hints[number] = max(hints[number] ?? 0, count) }

    /// The last status the tests gave exercise N, if any run has.
    func lastStatus(_ number: Int) -> ExerciseProgress.Status? { statuses[number] }

    mutating func note(_ status: ExerciseProgress.Status, of number: Int) { statuses[number] = status }

    /// How many hints of proof exercise N were shown.
    func proofHintsShown(_ number: Int) -> Int { proofHints[number] ?? 0 }

    mutating func noteProofHintsShown(_ count: Int, of number: Int) { proofHints[number] = max(proofHints[number] ?? 0, count) }

    /// What the judge last said of proof exercise N, if `lab proof N` has run it.
    func lastVerdict(ofProof number: Int) -> ProofVerdict? { proofVerdicts[number] }

    mutating func note(_ verdict: ProofVerdict, ofProof number: Int) { proofVerdicts[number] = verdict }

    /// The versions proof `number` was last judged against; `nil` if no judging noted them.
    func versionsJudged(ofProof number: Int) -> [String]? { proofVersions[number] }

    /// Notes the versions a judging of proof `number` ran against.
    mutating func noteVersionsJudged(_ versions: [String], ofProof number: Int) { proofVersions[number] = versions.sorted() }
}

extension LabState: Codable {
    // A file written before the proofs track lacks its keys: decodeIfPresent, so it still reads.
    private enum Keys: String, CodingKey { case version, hintsShown, lastStatus, proofHintsShown, lastProofVerdict, proofVersionsJudged }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        guard try container.decode(Int.self, forKey: .version) == Self.currentVersion else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container, debugDescription: "another version")
        }
        let hints = try container.decodeIfPresent([String: Int].self, forKey: .hintsShown) ?? [:]
        let statuses = try container.decodeIfPresent([String: String].self, forKey: .lastStatus) ?? [:]
        // A hand-edited file may name one exercise twice ("3" and "03"): the most hints win.
        self.hints = Dictionary(hints.compactMap { key, count in Int(key).map { ($0, count) } }, uniquingKeysWith: max)
        self.statuses = Dictionary(statuses.compactMap { key, word in
            guard let number = Int(key), let status = ExerciseProgress.Status(rawValue: word) else { return nil }
            return (number, status)
        }, uniquingKeysWith: { first, _ in first })
        let proofHints = try container.decodeIfPresent([String: Int].self, forKey: .proofHintsShown) ?? [:]
        let proofVerdicts = try container.decodeIfPresent([String: String].self, forKey: .lastProofVerdict) ?? [:]
        self.proofHints = Dictionary(proofHints.compactMap { key, count in Int(key).map { ($0, count) } }, uniquingKeysWith: max)
        self.proofVerdicts = Dictionary(proofVerdicts.compactMap { key, word in
            guard let number = Int(key), let verdict = ProofVerdict(rawValue: word) else { return nil }
            return (number, verdict)
        }, uniquingKeysWith: { first, _ in first })
        let proofVersions = try container.decodeIfPresent([String: [String]].self, forKey: .proofVersionsJudged) ?? [:]
        self.proofVersions = Dictionary(proofVersions.compactMap { key, names in Int(key).map { ($0, names.sorted()) } },
                                        uniquingKeysWith: { first, _ in first })
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(Self.currentVersion, forKey: .version)
        try container.encode(Dictionary(uniqueKeysWithValues: hints.map { (String($0.key), $0.value) }), forKey: .hintsShown)
        try container.encode(Dictionary(uniqueKeysWithValues: statuses.map { (String($0.key), $0.value.rawValue) }), forKey: .lastStatus)
        try container.encode(Dictionary(uniqueKeysWithValues: proofHints.map { (String($0.key), $0.value) }), forKey: .proofHintsShown)
        try container.encode(Dictionary(uniqueKeysWithValues: proofVerdicts.map { (String($0.key), $0.value.rawValue) }), forKey: .lastProofVerdict)
        try container.encode(Dictionary(uniqueKeysWithValues: proofVersions.map { (String($0.key), $0.value) }), forKey: .proofVersionsJudged)
    }
}

/// The one owner of the lab's state during a command: `Lab` makes it, it loads the file once,
/// commands read and change `state`, and `save()` writes it atomically (a temporary file
/// renamed over the old one) — once when the command ends, and after each change in `lab
/// watch`, which runs until Ctrl-C. Each save also writes the same state to
/// `.lab/state.last-good.json`, so a file that cannot be read (a crash mid-write elsewhere, a
/// hand edit, a merge) loses nothing: it is kept aside as it was, said in one line, and the
/// last good copy is restored, hints shown included.
///
/// ```swift
/// lab.store.state.noteHintsShown(2, of: 3)
/// try lab.store.save()
/// ```
final class LabStateStore {
    private let url: URL
    private let lastGood: URL
    /// What was saved last (or loaded): a command that changed nothing writes nothing, so an
    /// instructor's command never leaves a `.lab/` behind in a checkout it reads.
    private var saved: LabState
    var state: LabState

    init(layout: LabLayout) {
        url = layout.root.appending(path: ".lab/state.json")
        lastGood = layout.root.appending(path: ".lab/state.last-good.json")
        let (loaded, restored) = Self.load(url, lastGood: lastGood)
        // A restored state is written back by the first save.
        saved = restored ? LabState() : loaded
        state = loaded
    }

    /// The state in `url`; or, when it is there and cannot be read, the last good copy (and
    /// the unreadable file kept beside it under another name).
    private static func load(_ url: URL, lastGood: URL) -> (state: LabState, restored: Bool) {
        guard let data = try? Data(contentsOf: url) else { return (LabState(), false) }
        do {
            return (try JSONDecoder().decode(LabState.self, from: data), false)
        } catch {
            let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
            let aside = url.deletingLastPathComponent().appending(path: "state.unreadable-\(stamp).json")
            try? FileManager.default.moveItem(at: url, to: aside)
            let good = (try? Data(contentsOf: lastGood)).flatMap { try? JSONDecoder().decode(LabState.self, from: $0) }
            let what = good == nil
                ? "no good copy was kept, so progress starts afresh (hints will be shown again; your exercises are untouched)"
                : "the last good copy (.lab/state.last-good.json) is restored, hints shown included"
            FileHandle.standardError.write(Data("lab: .lab/state.json could not be read (kept as .lab/\(aside.lastPathComponent)); \(what)\n".utf8))
            return (good ?? LabState(), true)
        }
    }

    /// Writes the state, and its last good copy, if it changed since it was loaded or last saved.
    func save() throws {
        guard state != saved else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(state)
        try data.write(to: url, options: .atomic)
        try data.write(to: lastGood, options: .atomic)
        saved = state
    }
}
