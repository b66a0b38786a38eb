import Testing

@testable import actor_cost

/// The benchmark's own smoke test: tiny counts, every variant counts right, the report has
/// a row for each, and bad arguments are refused. Speed is not tested (a busy machine is
/// not a slow actor).
@Suite("actor-cost: smoke")
struct ActorCostSmokeTests {
    @Test("every variant counts every increment", arguments: Variant.allCases)
    func countsEveryIncrement(variant: Variant) async {
        #expect(await variant.run(iterations: 100) == 100)
    }

    @Test("a measurement is a positive number of nanoseconds, and the table has a row per variant")
    func measuresAndReports() async {
        var rows: [(Variant, Double)] = []
        for variant in Variant.allCases {
            let nanoseconds = await variant.measure(iterations: 10, runs: 3)
            #expect(nanoseconds > 0)
            rows.append((variant, nanoseconds))
        }

        let table = Report.table(rows)

        #expect(table.split(separator: "\n").count == Variant.allCases.count)
        #expect(Report.header(options: Options.defaults).contains("build:"))
    }

    @Test("bad arguments are refused with one line; good ones are read")
    func readsArguments() throws {
        #expect(throws: Options.UsageError.self) { try Options(["--iteration", "5"]) }
        #expect(throws: Options.UsageError.self) { try Options(["--runs", "0"]) }
        #expect(throws: Options.UsageError.self) { try Options(["--runs"]) }
        let options = try Options(["--iterations", "5", "--runs", "3"])
        #expect(options.iterations == 5 && options.runs == 3)
    }
}
