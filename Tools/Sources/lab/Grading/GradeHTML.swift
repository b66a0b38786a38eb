import Foundation

/// One self-contained page for the instructor: the class as a grid, students × exercises,
/// each cell coloured by its result; a cell opens (`<details>`, no script) a box over the grid
/// with the failing proofs' messages and what they attached (a trace, a replay string), the
/// warnings, the compiler errors, or what the submission edited (a
/// box, so opening one never widens a column and pushes the grid off the page). No script, font or
/// style from elsewhere: it opens from a file with no network.
///
/// ```swift
/// try Data(GradeHTML.render(grades, titles: titles).utf8).write(to: url)
/// ```
enum GradeHTML {
    static func render(_ grades: [SubmissionGrade], titles: [Int: String]) -> String {
        let numbers = Array(Set(grades.flatMap { $0.exercises.map(\.exercise) })).sorted()
        let proofNumbers = Array(Set(grades.flatMap { $0.proofs.map(\.proof) })).sorted()
        let header = numbers.map { #"<th title="\#(escape(titles[$0] ?? ""))">\#($0)<br><small>\#(escape(titles[$0] ?? ""))</small></th>"# }.joined()
            + proofNumbers.map { #"<th title="the student's proof, judged">\#(ProofExerciseID($0).title)<br><small>your proof</small></th>"# }.joined()
        let rows = grades.map { grade -> String in
            let cells = numbers.map { number -> String in
                guard let exercise = grade.exercises.first(where: { $0.exercise == number }) else { return "<td></td>" }
                return cell(exercise)
            }.joined() + proofNumbers.map { number -> String in
                grade.proofs.first(where: { $0.proof == number }).map(cell) ?? "<td></td>"
            }.joined()
            let flags = (grade.edited.map { "edited " + $0 } + grade.refused.map { "refused " + $0 })
            // A refusal is the grader keeping something out, not the student editing a test: a colour of its own.
            let flagClass = grade.refused.isEmpty ? "flag" : "refused"
            let flagCell = flags.isEmpty ? "<td></td>"
                : #"<td class="\#(flagClass)"><details><summary>\#(flags.count) flag(s)</summary><ul class="pop">\#(flags.map { "<li>" + escape($0) + "</li>" }.joined())</ul></details></td>"#
            let done = grade.exercises.filter { $0.status == .done }.count
            let proofsDone = grade.proofs.filter { $0.status == .done }.count
            let summary = "\(done) of \(grade.exercises.count) done" + (grade.proofs.isEmpty ? "" : ", \(proofsDone) of \(grade.proofs.count) proofs")
            return #"<tr><th class="student">\#(escape(grade.name))<br><small>\#(summary)</small></th>\#(cells)\#(flagCell)</tr>"#
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>lab grade: \(grades.count) submission(s)</title>
            <style>
            body{font:14px system-ui,sans-serif;margin:1.5em;color:#222}
            table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px 6px;vertical-align:top}
            thead th{background:#f4f4f4;font-weight:600;min-width:4.5em;max-width:7em}small{font-weight:normal;color:#555}
            th.student{text-align:left;background:#fafafa;min-width:9em;max-width:13em;overflow-wrap:anywhere}
            td{position:relative}
            td.done{background:#cdeccd}td.failing{background:#fde3b0}td.doesNotCompile,td.timedOut{background:#f6c1c1}
            td.crashed,td.neverReturned{background:#e9b8f0}td.missing{background:#e6e6e6}td.flag{background:#fff3c4}td.refused{background:#bcd7f5}
            details summary{cursor:pointer;font-weight:600}
            .pop{position:absolute;z-index:2;top:100%;left:0;width:32em;max-width:70vw;margin:0;padding:6px 8px;background:#fff;border:1px solid #888;box-shadow:0 2px 6px #0003;white-space:pre-wrap;overflow-wrap:anywhere;font-size:12px}
            ul.pop{padding-left:1.5em}td:nth-last-child(-n+5) .pop{left:auto;right:0}
            .legend span{display:inline-block;padding:2px 8px;margin-right:6px;border:1px solid #ccc}
            </style></head><body>
            <h1>lab grade</h1>
            <p class="legend"><span style="background:#cdeccd">done</span><span style="background:#fde3b0">some tests fail</span><span style="background:#f6c1c1">does not compile / timed out</span><span style="background:#e9b8f0">crashed / never returned</span><span style="background:#e6e6e6">not handed in</span><span style="background:#fff3c4">edited tests (lab grade grades on the pristine ones; lab verify on the edited)</span><span style="background:#bcd7f5">files refused (kept out of the grade)</span></p>
            <table><thead><tr><th>student</th>\(header)<th>flags</th></tr></thead><tbody>
            \(rows)
            </tbody></table></body></html>

            """
    }

    private static func cell(_ exercise: ExerciseGrade) -> String {
        let label = GradeReport.cell(exercise)
        let problems: [String] = switch exercise.status {
        case .done, .missing: []
        case .failing: exercise.failed.map { test in
                "<b>" + escape(test.name) + "</b>\n" + escape(test.message ?? "failed")
                    + (test.attachments ?? []).map { "\n<i>" + escape($0.name) + "</i>\n" + escape($0.text) }.joined()
            }
        case .doesNotCompile: exercise.compilerErrors.map(escape)
        case .timedOut: ["The tests did not end within the time limit."]
        case .crashed, .neverReturned: [escape(exercise.incident ?? label)]
        }
        // A warning (schedules a proof left out) fails nothing, but the instructor sees it.
        let warnings = exercise.tests.flatMap { test in (test.warnings ?? []).map { "⚠ " + escape(test.name) + ": " + escape($0) } }
        let details = problems + warnings
        let body = details.isEmpty ? label
            : "<details><summary>\(label)</summary><pre class=\"pop\">" + details.joined(separator: "\n\n") + "</pre></details>"
        return #"<td class="\#(exercise.status.rawValue)">\#(body)</td>"#
    }

    /// A proof's cell, coloured as an exercise's of the same meaning; it opens on what the judge said.
    private static func cell(_ proof: ProofGrade) -> String {
        let label = GradeReport.cell(proof)
        let colour = switch proof.status {
        case .done: "done"
        case .notDone: "failing"
        case .missing, .notStarted: "missing"
        case .doesNotBuild: "doesNotCompile"
        case .timedOut: "timedOut"
        case .noVerdict: "crashed"
        }
        let body = proof.messages.isEmpty ? label
            : "<details><summary>\(label)</summary><pre class=\"pop\">" + proof.messages.map(escape).joined(separator: "\n\n") + "</pre></details>"
        return #"<td class="\#(colour)">\#(body)</td>"#
    }

    private static func escape(_ text: String) -> String {
        GradeJUnit.escape(text)
    }
}
