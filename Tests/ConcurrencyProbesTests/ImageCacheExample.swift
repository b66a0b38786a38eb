import ConcurrencyProbes

/// An example from outside any course, the shape of WWDC21's "Protect mutable state with
/// Swift actors": an image cache that should download each image once, however many callers
/// ask for it while the download is in flight.
struct Image: Sendable, Hashable {
    let url: String
    let version: Int
}

protocol ImageLoader: Sendable {
    func download(_ url: String) async throws -> Image
}

/// The network, held at the explorer's gate until it answers.
struct GatedLoader: ImageLoader {
    let gate: SuspensionGate<Image>
    func download(_ url: String) async throws -> Image { try await gate.park() }
}

protocol ImageCache: Actor {
    var downloads: Int { get }
    func image(_ url: String, loader: any ImageLoader) async throws -> Image
}

/// The talk's first version: checks the cache, awaits the download, stores it. Two callers
/// that ask while the first download is in flight download twice (and the later answer
/// overwrites the image the first caller was given).
actor DownloadingTwiceCache: ImageCache {
    private var cache: [String: Image] = [:]
    private(set) var downloads = 0

    func image(_ url: String, loader: any ImageLoader) async throws -> Image {
        if let cached = cache[url] { return cached }
        downloads += 1
        let image = try await loader.download(url)
        cache[url] = image
        return image
    }
}

/// The talk's fix: the cache keeps the download in flight, and a later caller awaits it.
actor InFlightCache: ImageCache {
    private enum Entry {
        case inProgress(Task<Image, any Error>)
        case ready(Image)
    }

    private var cache: [String: Entry] = [:]
    private(set) var downloads = 0

    func image(_ url: String, loader: any ImageLoader) async throws -> Image {
        if let entry = cache[url] {
            switch entry {
            case let .ready(image): return image
            case let .inProgress(task): return try await task.value
            }
        }
        downloads += 1
        let task = Task { try await loader.download(url) }
        cache[url] = .inProgress(task)
        do {
            let image = try await task.value
            cache[url] = .ready(image)
            return image
        } catch {
            cache[url] = nil
            throw error
        }
    }
}

/// What the callers share: the cache, and what each caller was given.
struct ImageWorld: Sendable {
    let cache: any ImageCache
    let received = Locked<[Image]>([])
}

struct ImageFetches: Sendable, Equatable {
    let downloads: Int
    let received: [Image]
}

enum ImageCacheScenario {
    /// One download for the URL, and every caller given the same image.
    static let downloadsOnce = ScheduleCheck<ImageFetches>("one download, one image for every caller") { outcome in
        if outcome.state.downloads > 1 { return "the image was downloaded \(outcome.state.downloads) times" }
        if Set(outcome.state.received).count > 1 { return "callers were given different images" }
        return nil
    }

    /// A caller whose network would answer with `version` (a second download answers with a
    /// newer version, so two downloads show).
    static func caller(_ name: String, version: Int) -> ScheduledOperation<ImageWorld, ImageFetches> {
        .awaiting(
            "\(name) asks for cat.png", on: "the network", answer: Image(url: "cat.png", version: version), shown: "v\(version)"
        ) { world, network in
            let image = try await world.cache.image("cat.png", loader: GatedLoader(gate: network))
            world.received.withLock { $0.append(image) }
        }
    }

    static func explorer(_ make: @escaping @Sendable () -> any ImageCache) -> ScheduleExplorer<ImageWorld, ImageFetches> {
        ScheduleExplorer(
            makeSubject: { ImageWorld(cache: make()) },
            observe: { world in ImageFetches(downloads: await world.cache.downloads, received: world.received.value) },
            show: { "\($0.downloads) download(s), given [\($0.received.map { "v\($0.version)" }.joined(separator: ", "))]" },
            operations: [caller("view 1", version: 1), caller("view 2", version: 2)],
            check: downloadsOnce)
    }
}
