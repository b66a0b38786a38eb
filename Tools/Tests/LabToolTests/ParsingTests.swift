import Foundation
import Testing

@testable import lab

@Suite("lab: reading what swift test and ThreadSanitizer write")
struct ParsingTests {
    @Test("XCTest's xunit: every case, which failed, and no fake 'failure' message")
    func xctestXUnit() throws {
        let outcomes = XUnitReader.read(try CapturedOutput.data("xunit-exercises.xml"))

        #expect(outcomes.count == 9)
        #expect(outcomes.filter(\.failed).map(\.id).sorted() == [
            "Exercise2Tests.Exercise2ReentrancyXCTests/test_clearDuringRefresh_staysCleared",
            "Exercise2Tests.Exercise2ReentrancyXCTests/test_olderRefreshResumingLast_doesNotOverwriteNewer",
            "Exercise3Tests.Exercise3RetainCycleXCTests/test_loader_isReleasedWhileALoadIsStillInFlight",
            "Exercise3Tests.Exercise3RetainCycleXCTests/test_viewModel_isReleasedWhenTheScreenGoesAway",
        ])
        #expect(outcomes.allSatisfy { $0.messages.isEmpty })
    }

    @Test("Swift Testing's xunit carries the issue's text")
    func swiftTestingXUnit() throws {
        let outcomes = XUnitReader.read(try CapturedOutput.data("xunit-exercises-swift-testing.xml"))
        let stale = try #require(outcomes.first { $0.id == "Exercise2Tests.Exercise2ReentrancyTests/olderRefreshDoesNotOverwriteNewer()" })

        #expect(stale.failed)
        #expect(stale.messages.first?.contains("Stale data won") == true)
        #expect(outcomes.filter(\.failed).count == 4)
    }

    @Test("XCTest's console failure lines are matched to their xunit cases")
    func xctestConsoleMessages() throws {
        let console = XCTestConsole.outcomes(in: try CapturedOutput.text("xctest-console-exercises.log"))
        let outcomes = XCTestConsole.attach(console, to: XUnitReader.read(try CapturedOutput.data("xunit-exercises.xml")))
        let cleared = try #require(outcomes.first { $0.id.hasSuffix("/test_clearDuringRefresh_staysCleared") })

        #expect(cleared.messages.count == 1)
        #expect(cleared.messages.first?.contains("Sign-out was undone") == true)
        #expect(outcomes.filter { !$0.failed }.allSatisfy { $0.messages.isEmpty })
    }

    @Test("a ThreadSanitizer log yields its report, titled, pointing into the exercise")
    func tsanLog() throws {
        let reports = TSanLog.reports(in: try CapturedOutput.text("tsan-exercise1-exercises.log"))

        #expect(reports.count == 1)
        #expect(reports.first?.title == "Swift access race")
        #expect(reports.first?.firstLocation(inside: "Exercises/Exercise1/") == "Exercises/Exercise1/InMemoryProductCache.swift:35")
        #expect(reports.first?.firstLocation(inside: "Exercises/Exercise2/") == nil)
    }

    @Test("a frame without a line (an async function's partial) is marked at the declaration its symbol names")
    func tsanFrameWithoutALine() throws {
        let built = FileManager.default.temporaryDirectory.appending(path: "tsan-\(UUID().uuidString)/Exercises/Exercise5")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        let file = built.appending(path: "InMemoryLogger.swift").path
        try Data("final class InMemoryLogger {\n    var lines: [String] = []\n    func log(_ line: String) async { lines.append(line) }\n}\n".utf8)
            .write(to: URL(filePath: file))
        let log = """
            WARNING: ThreadSanitizer: Swift access race (pid=30708)
              Modifying access of Swift variable at 0x7b0c00000100 by thread T2:
                #0 $s9Exercise514InMemoryLoggerC3logyySSYaFTY0_ \(file) (ConcurrencyLabPackageTests.xctest+0x51a32e) (BuildId: 9c05)
                #1 swift::runJobInEstablishedExecutorContext(swift::Job*) crtstuff.c (libswift_Concurrency.so+0x71e5f) (BuildId: b9f3)
            SUMMARY: ThreadSanitizer: Swift access race
            """
        let report = try #require(TSanLog.reports(in: log).first)
        #expect(report.frames == [TSanReport.Frame(symbol: "$s9Exercise514InMemoryLoggerC3logyySSYaFTY0_", location: file)])
        #expect(report.mark(inside: built) == SourceMark(path: file, line: 3))
        #expect(TSanReport.functionName("$s9Exercise514InMemoryLoggerC3logyySSYaFTY0_") == "log")
        #expect(TSanReport.functionName("Exercise5.InMemoryLogger.log(_:)") == "log")
        #expect(TSanReport.functionName("swift_slowAlloc") == nil)
    }

    @Test("a log without a report yields none, whatever else it says")
    func tsanCleanLog() {
        #expect(TSanLog.reports(in: "Test Suite 'Selected tests' passed\nExecuted 1 test, with 0 failures\n").isEmpty)
    }
}

@Suite("lab replay: the schedule a failure prints, and the traces a run printed")
struct ReplayParsingTests {
    @Test("a schedule as a failure prints it is taken; anything else is refused")
    func schedules() {
        for good in ["scenario 7: s0 s2 a0", "s0 s1 a1 a0", "s0 s1/2 a0 r1 a1", "scenario 12: s10 a10"] {
            #expect(ReplayCommand.isSchedule(good), "\(good)")
        }
        for bad in ["", "bogus", "scenario 0: s0", "scenario x: s0", "s01", "s0  a0", "s0 x1", "s0 a0/0"] {
            #expect(!ReplayCommand.isSchedule(bad), "\(bad)")
        }
    }

    @Test("each replayed trace is read between its two lines, and nothing else")
    func traces() {
        let log = "noise\n\(ReplayCommand.openingLine)\ns0 a0\n1. refresh A starts\n\(ReplayCommand.closingLine)\nmore\n\(ReplayCommand.openingLine)\nx\n"
        #expect(ReplayCommand.replayed(in: log) == ["s0 a0\n1. refresh A starts"])
    }
}

@Suite("lab: selecting tests by id")
struct TestFilterTests {
    @Test("a manifest id becomes a regex that matches it from its start, its parentheses and dots taken literally")
    func filterOfIds() throws {
        let filter = ExerciseSelection.testFilter(ids: ["Exercise7Tests.Exercise7OwnershipTests/loadOwnsItsSave()", "Exercise7Tests.X/test_a"])
        #expect(filter == #"^Exercise7Tests\.Exercise7OwnershipTests/loadOwnsItsSave\(\)|^Exercise7Tests\.X/test_a"#)
        let regex = try Regex(filter)
        #expect("Exercise7Tests.Exercise7OwnershipTests/loadOwnsItsSave()".contains(regex))
        #expect(!"Exercise17Tests.Exercise7OwnershipTests/loadOwnsItsSave()".contains(regex))
        #expect(!"Exercise7TestsXExercise7OwnershipTests/loadOwnsItsSave()".contains(regex), "the dot is a dot")
    }
}
