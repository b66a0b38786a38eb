import Foundation
import Testing

@testable import lab

@Suite("lab: structure rules and the command line")
struct StructureAndOptionsTests {
    @Test("an escape hatch in code counts; one in a string or a comment does not")
    func escapeHatchesInCodeOnly() {
        // Each line below is source text under test, not a use of an escape hatch.
        #expect(StructureRules.declaresEscapeHatch("final class A: @unchecked Sendable {"))
        #expect(StructureRules.declaresEscapeHatch("    nonisolated(unsafe) var x = 0"))  // text under test
        // A string that mentions the escape hatch, with escaped quotes inside:
        #expect(!StructureRules.declaresEscapeHatch("    + \" is `@unchecked Sendable`, \\\"quoted\\\" \""))
        #expect(!StructureRules.declaresEscapeHatch("    // @unchecked Sendable: every access is locked"))
    }

    @Test("turning a class into an actor keeps the public API; dropping a method does not")
    func publicAPI() {
        // Source text under test:
        let exercise = StructureRules.publicAPI(["public final class Cache: @unchecked Sendable {", "    public func store(_ x: Int) async {"])
        let solution = StructureRules.publicAPI(["public actor Cache {", "    public func store(_ x: Int) {"])
        let partial = StructureRules.publicAPI(["public actor Cache {"])

        #expect(exercise == solution)
        #expect(exercise != partial)
    }

    @Test("a comment just above @Suite or @Test is found; one below the attribute is not")
    func commentsAboveTestAttributes() {
        let source = "/// words\n@Suite(\"S\")\nstruct S {\n    @Test(\"t\")\n    // below\n    func t() {}\n    // above\n    @Test func u() {}\n}"
        #expect(StructureRules.commentsAboveTestAttributes(source) == [2, 8])
    }

    @Test("a folder of the lab is reached from where the command was typed")
    func reachFromHere() {
        let root = URL(filePath: "/home/ana/lab")
        #expect(Lab.reach("Proofs", from: root, root: root) == "Proofs")
        #expect(Lab.reach("Proofs", from: root.appending(path: "Proofs"), root: root) == ".")
        #expect(Lab.reach("Proofs", from: root.appending(path: "Exercises/Exercise2"), root: root) == "../../Proofs")
        #expect(Lab.reach("Proofs", from: URL(filePath: "/tmp"), root: root) == "/home/ana/lab/Proofs")
    }

    @Test("TODO markers are found with their exercise number")
    func markers() {
        #expect(StructureRules.markers(in: "// TODO(Exercise1): x\n// TODO(Exercise12): y") == ["TODO(Exercise1)", "TODO(Exercise12)"])
    }

    @Test("README's list of check.sh steps must be the script's, and README must name every command")
    func readmeMatchesTheCode() {
        let script = "step \"build\" build_lab\nstep \"tests\" lab_run tests\n"
        let commands = Commands.all.filter { $0 != ProgressCommand.self }.map { "lab \($0.spec.name)" }.joined(separator: ", ")
        let gate = "- `scripts/check.sh` is the whole gate, in these steps:\n"
        let other = "\n\nSomewhere else:\n  1. **another list**: not the gate's\n"
        let matching = gate + "  1. **build**: x\n  2. **tests**: y\n" + other + commands
        #expect(StructureRules.readmeMatchesTheCode(readme: matching, everyPage: matching, checkScript: script).isEmpty)
        let swapped = gate + "  1. **tests**: y\n  2. **build**: x\n" + other + commands
        #expect(StructureRules.readmeMatchesTheCode(readme: swapped, everyPage: swapped, checkScript: script).count == 1)
        let missing = gate + "  1. **build**: x\n  2. **tests**: y\n" + other + commands.replacingOccurrences(of: "lab gallery", with: "")
        #expect(StructureRules.readmeMatchesTheCode(readme: missing, everyPage: missing, checkScript: script) == [
            "README.md and its pages never name `lab gallery` (\(GalleryCommand.spec.summary))"])
    }

    @Test("the CI workflow's linux job is read as the commands its steps run, and no other job's")
    func linuxJobRuns() {
        let workflow = """
            jobs:
              linux:
                container: swift:6.3
                steps:
                  - uses: actions/checkout@v4
                  - run: .ci/run
              macos:
                steps:
                  - run: scripts/check.sh
            """
        #expect(ContinuousIntegrationRules.linuxJobRuns(workflow) == [".ci/run"])
        #expect(ContinuousIntegrationRules.linuxJobRuns(workflow.replacingOccurrences(of: "- run: .ci/run", with: "- run: swift test")) == ["swift test"])
        #expect(ContinuousIntegrationRules.linuxJobRuns("jobs:\n  macos:\n    steps:\n      - run: .ci/run\n").isEmpty)
    }

    @Test("a misspelled command is named as one, whatever flags follow it")
    func misspelledCommandWithFlags() throws {
        #expect(try Options(["gallry", "--exercise", "3"]).command == "gallry")  // LabMain then suggests `lab gallery`
    }

    @Test("bad command lines get a clear error")
    func options() throws {
        #expect(throws: LabError.self) { try Options(["--runs", "5"]) }  // progress takes no --runs
        #expect(try Options(["--root", "/tmp/lab"]).command == "progress")
        #expect(throws: LabError.self) { try Options(["tsan", "--runs"]) }
        #expect(throws: LabError.self) { try Options(["tsan", "--runs", "zero"]) }  // checked while parsing
        #expect(try Options(["tsan", "--runs", "50"]).number(.runs) == 50)
        #expect(throws: LabError.self) { try Options(["build", "--track", "solution"]) }
        #expect(try Options(["build", "--track", "solutions"]).track == .solutions)
    }
}
