import Foundation
import Testing
@testable import lab

/// `lab grade --format html` looked at as a person looks at it: headless Chromium (Debian's
/// `chromium` package) lays the page out for one student and for a class of forty, a probe
/// measures the layout, and a screenshot of each is kept to look at. It needs Chromium, so it
/// runs where `chromium` is on the PATH (or `LAB_CHROMIUM` names it) and is skipped elsewhere:
/// `swift test --package-path Tools --filter GradePageTests`.
@Suite("lab grade's HTML page, rendered by headless Chromium", .enabled(if: Chromium.executable != nil))
struct GradePageTests {
    /// A laptop's width: the course's twelve exercises, a name column and the flags must fit it.
    static let width = 1280

    @Test("the page holds for one student and for forty: every cell laid out, coloured by its result, nothing spilling out", arguments: [1, 40])
    func pageHolds(students: Int) throws {
        let grades = SyntheticClass.grades(students: students)
        let page = String(decoding: try GradeFormat.html.render(grades, titles: SyntheticClass.titles), as: UTF8.self)
        let folder = FileManager.default.temporaryDirectory.appending(path: "lab-grade-page")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pageFile = folder.appending(path: "class-\(students).html")
        try page.write(to: pageFile, atomically: true, encoding: .utf8)

        let screenshot = folder.appending(path: "class-\(students).png")
        try Chromium.screenshot(of: pageFile, to: screenshot, width: Self.width, height: 900)
        let size = try #require(PNGSize(of: screenshot), "Chromium wrote no PNG at \(screenshot.path)")
        #expect(size.width == Self.width && size.height == 900, "the screenshot is the window: \(size)")
        print("lab grade page: \(students) student(s): look at \(screenshot.path)")

        // The probe is added to a copy: the page itself carries no script.
        let probed = folder.appending(path: "class-\(students)-probed.html")
        try (page + LayoutProbe.script).write(to: probed, atomically: true, encoding: .utf8)
        let layout = try LayoutProbe.measure(probed, width: Self.width)
        // The probe leaves the first row's cells open: this one shows their boxes.
        let opened = folder.appending(path: "class-\(students)-opened.png")
        try Chromium.screenshot(of: probed, to: opened, width: Self.width, height: 900)
        print("lab grade page: \(students) student(s), the first row's cells opened: look at \(opened.path)")

        #expect(layout.rows == students, "one row per student")
        #expect(layout.cellsPerRow.allSatisfy { $0 == SyntheticClass.exercises.count + 1 }, "a cell per exercise and the flags, in every row: \(layout.cellsPerRow)")
        #expect(layout.tableRight <= Double(Self.width), "the grid fits \(Self.width) px with every cell closed (it ends at \(layout.tableRight) px)")
        #expect(layout.overflowing.isEmpty, "text spills out of its cell: \(layout.overflowing)")
        #expect(layout.openedMessageVisible, "every cell of the first row that opens shows its box inside the page: \(layout.boxes)")
        #expect(layout.openedTableRight == layout.tableRight, "an opened cell's box lies over the grid instead of widening it (\(layout.tableRight) -> \(layout.openedTableRight) px)")
        for (status, colour) in SyntheticClass.expectedColours where grades.contains(where: { $0.exercises.contains { $0.status == status } }) {
            #expect(layout.colours[status.rawValue] == colour, "a \(status.rawValue) cell is coloured as the legend says")
        }
    }
}

/// Finding and running headless Chromium.
enum Chromium {
    static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment["LAB_CHROMIUM"], !named.isEmpty { return named }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }()

    /// Headless, no GPU, no first-run chatter; `--no-sandbox` because tests often run as root
    /// in a container, where Chromium's sandbox refuses to start.
    static func run(_ arguments: [String], output: URL) throws -> String {
        let executable = try #require(executable)
        let run = Subprocess(
            arguments: [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars"] + arguments,
            workingDirectory: FileManager.default.temporaryDirectory, timeout: .seconds(60), log: output)
        let outcome = try run.run()
        let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        #expect(!outcome.timedOut && outcome.status == 0, "Chromium failed (\(outcome.status)): \(printed.suffix(600))")
        return printed
    }

    static func screenshot(of page: URL, to png: URL, width: Int, height: Int) throws {
        try? FileManager.default.removeItem(at: png)
        _ = try run(["--window-size=\(width),\(height)", "--screenshot=\(png.path)", page.absoluteString],
                    output: png.appendingPathExtension("log"))
    }
}

/// The width and height in a PNG's header (the IHDR chunk, bytes 16–23, big-endian).
struct PNGSize: Equatable, CustomStringConvertible {
    let width: Int
    let height: Int

    init?(of file: URL) {
        guard let data = try? Data(contentsOf: file), data.count > 24,
              data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let number = { (at: Int) in data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        width = number(16)
        height = number(20)
    }

    var description: String { "\(width)×\(height)" }
}

/// A script appended to a copy of the page: it measures what a reader would see and writes
/// the numbers, as JSON, into an element that `chromium --dump-dom` prints.
enum LayoutProbe {
    struct Layout: Decodable {
        let rows: Int
        let cellsPerRow: [Int]
        let tableRight: Double
        let overflowing: [String]
        let colours: [String: String]
        let openedMessageVisible: Bool
        let openedTableRight: Double
        let boxes: [Box]

        struct Box: Decodable, CustomStringConvertible {
            let left: Double
            let right: Double
            let height: Double
            var description: String { "\(Int(left))–\(Int(right)) px, \(Int(height)) px high" }
        }
    }

    static let script = """
        <script>
        const table = document.querySelector('table');
        const rows = [...table.querySelectorAll('tbody tr')];
        const overflowing = [...table.querySelectorAll('th, td')]
          .filter(cell => cell.scrollWidth > cell.clientWidth + 1)
          .map(cell => cell.textContent.slice(0, 40));
        const colours = {};
        for (const cell of table.querySelectorAll('td')) {
          if (cell.className && !(cell.className in colours)) colours[cell.className] = getComputedStyle(cell).backgroundColor;
        }
        const tableRight = table.getBoundingClientRect().right;
        // Every cell that opens, in the first row (one of each kind, the last column's too).
        const boxes = [...rows[0].querySelectorAll('details')].map(details => {
          details.open = true;
          const box = details.querySelector('.pop').getBoundingClientRect();
          return { left: box.left, right: box.right, height: box.height };
        });
        const openedMessageVisible = boxes.length > 0 && boxes.every(box => box.height > 0 && box.left >= 0 && box.right <= window.innerWidth);
        const result = {
          rows: rows.length,
          cellsPerRow: rows.map(row => row.querySelectorAll('td').length),
          tableRight, overflowing, colours, openedMessageVisible,
          openedTableRight: table.getBoundingClientRect().right, boxes,
        };
        const out = document.createElement('pre');
        out.id = 'layout-probe';
        out.textContent = JSON.stringify(result);
        document.body.appendChild(out);
        </script>
        """

    static func measure(_ page: URL, width: Int) throws -> Layout {
        let dom = try Chromium.run(["--window-size=\(width),900", "--dump-dom", page.absoluteString],
                                   output: page.appendingPathExtension("dom"))
        let start = try #require(dom.range(of: #"<pre id="layout-probe">"#), "the probe wrote nothing: \(dom.suffix(400))")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Layout.self, from: Data(json.utf8))
    }
}

/// A class whose cells are every kind a grid can hold, with long names and long messages:
/// the page must hold for what real classes hand in.
enum SyntheticClass {
    static let exercises = Array(1...12)
    static let titles = Dictionary(uniqueKeysWithValues: exercises.map { ($0, "Exercise \($0): a title as long as the lab's longest") })
    static let expectedColours: [ExerciseGrade.Status: String] = [
        .done: "rgb(205, 236, 205)", .failing: "rgb(253, 227, 176)", .doesNotCompile: "rgb(246, 193, 193)",
        .timedOut: "rgb(246, 193, 193)", .missing: "rgb(230, 230, 230)",
    ]

    static func grades(students: Int) -> [SubmissionGrade] {
        let statuses: [ExerciseGrade.Status] = [.failing, .done, .doesNotCompile, .done, .timedOut, .missing, .done]
        return (0..<students).map { student in
            SubmissionGrade(
                name: "student-\(student + 1)-with-a-rather-long-github-handle",
                edited: student % 5 == 0 ? ["Tests/Exercise2Tests/Exercise2Messages.swift"] : [],
                refused: student % 7 == 0 ? ["Exercises/Exercise1/Link.swift: a symbolic link out of the submission"] : [],
                exercises: exercises.map { number in
                    let status = statuses[(student + number) % statuses.count]
                    let failed = ExerciseGrade.Test(
                        id: "Exercise\(number)Tests/proof", name: "a proof's name, as Swift Testing displays it",
                        result: .failed,
                        message: String(repeating: "Exercises/Exercise\(number)/Source.swift: two calls were inside at once; ", count: 6)
                            + "\n1. call A starts\n2. call B starts\n3. call A ends")
                    let passed = ExerciseGrade.Test(id: "Exercise\(number)Tests/other", name: "other", result: .passed, message: nil)
                    return ExerciseGrade(
                        exercise: number, status: status,
                        tests: status == .failing ? [failed, passed] : status == .done ? [passed] : [],
                        compilerErrors: status == .doesNotCompile
                            ? ["Exercises/Exercise\(number)/Source.swift:12:5: error: cannot find 'lock' in scope; a long compiler error that goes on and on"] : [])
                })
        }
    }
}
