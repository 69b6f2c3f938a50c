import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Implementation notes (not part of the docs).
//
// installSignalHandlers() blocks SIGINT and SIGTERM in the calling thread before any other
// thread exists (threads inherit the mask), so neither signal ever runs an asynchronous handler
// or the default action. One dedicated thread takes them with sigwait(2), an ordinary blocking
// call: the cleanup therefore runs as normal thread code (locks, unlink, kill, waitid) with no
// async-signal-safety limits. The registry's mutex is held from the cleanup to _exit(2), so
// code that creates a temporary file inside withRegistry(_:) either registers it before the
// cleanup starts or never gets to create it.

/// The process-wide list of what an interrupted run must undo: temporary files to delete and
/// child processes to end.
///
/// ``AtomicFileWriter`` registers its temporary file when it creates it and unregisters it on
/// commit or abort; ``GnuplotRenderer`` registers gnuplot's process and its temporary script
/// and figure. ``installSignalHandlers()`` (called once by an executable at start) makes
/// SIGINT and SIGTERM run ``cleanUp()`` and exit with status 128 + the signal number (130 for
/// SIGINT, 143 for SIGTERM), so an interrupted run leaves no temporary file and no child
/// behind. Folders the run created (``OutputLocation``) and files it committed where none was
/// before (``AtomicFileWriter``, ``GnuplotRenderer``) are registered as created paths and
/// removed too, so an interrupted run leaves nothing it made; a file it replaced keeps the new
/// content, and existing folders keep everything else.
///
/// Thread-safe: every member may be called from any thread.
package final class InterruptCleanup: @unchecked Sendable {
  /// The registry used by default by ``AtomicFileWriter`` and ``GnuplotRenderer``, and cleaned
  /// up by the signal handlers.
  package static let shared = InterruptCleanup()

  /// A handle for one registered entry, given back to ``Registry/remove(_:)``.
  package struct Registration: Hashable, Sendable {
    fileprivate let id: UInt64
  }

  /// The registered entries; mutated only inside ``withRegistry(_:)``.
  package struct Registry: Sendable {
    fileprivate var nextID: UInt64 = 0
    fileprivate var files: [UInt64: String] = [:]
    fileprivate var processes: [UInt64: Int32] = [:]
    fileprivate var createdPaths: [UInt64: String] = [:]

    /// Registers `path`, a temporary file that an interruption deletes.
    ///
    /// - Parameter path: Absolute, or relative to the working directory.
    package mutating func add(temporaryFile path: String) -> Registration {
      nextID += 1
      files[nextID] = path
      return Registration(id: nextID)
    }

    /// Registers `processIdentifier`, a running child process that an interruption ends with
    /// SIGKILL (waiting until it is gone) before any temporary file is deleted.
    package mutating func add(childProcess processIdentifier: Int32) -> Registration {
      nextID += 1
      processes[nextID] = processIdentifier
      return Registration(id: nextID)
    }

    /// Registers `path`, a folder or file this run created where nothing was before: an
    /// interruption removes it (a folder with everything in it) after the temporary files,
    /// until ``InterruptCleanup/forgetCreatedPaths()`` says the run has ended.
    ///
    /// - Parameter path: Absolute, or relative to the working directory.
    package mutating func add(createdPath path: String) -> Registration {
      nextID += 1
      createdPaths[nextID] = path
      return Registration(id: nextID)
    }

    /// Forgets `registration` (the file was renamed or deleted, the process has exited).
    /// Removing an entry twice does nothing.
    package mutating func remove(_ registration: Registration) {
      files[registration.id] = nil
      processes[registration.id] = nil
      createdPaths[registration.id] = nil
    }
  }

  // A pthread mutex (NSLock) rather than Synchronization.Mutex: ThreadSanitizer understands
  // pthread locks, so the sanitizer runs check this registry instead of flagging it.
  // `registry` is only touched with `lock` held, which makes the class safe to share.
  private let lock = NSLock()
  private nonisolated(unsafe) var registry = Registry()

  /// An empty registry (tests use their own; programs use ``shared``).
  package init() {}

  /// Runs `body` on the registry while no cleanup can run: a file created and registered
  /// inside `body` is either deleted by a later cleanup or was never created.
  ///
  /// `body` must not call other members of this registry (the lock is not recursive).
  package func withRegistry<Result: Sendable, Failure: Error>(
    _ body: (inout Registry) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&registry)
  }

  /// Registers the temporary file `path` (see ``Registry/add(temporaryFile:)``).
  package func register(temporaryFile path: String) -> Registration {
    withRegistry { $0.add(temporaryFile: path) }
  }

  /// Registers the child process `processIdentifier` (see
  /// ``Registry/add(childProcess:)``).
  package func register(childProcess processIdentifier: Int32) -> Registration {
    withRegistry { $0.add(childProcess: processIdentifier) }
  }

  /// Forgets `registration`; doing it twice does nothing.
  package func unregister(_ registration: Registration) {
    withRegistry { $0.remove(registration) }
  }

  /// The registered temporary files, sorted.
  package var temporaryFiles: [String] {
    withRegistry { $0.files.values.sorted() }
  }

  /// The registered created folders and files, sorted.
  package var createdPaths: [String] {
    withRegistry { $0.createdPaths.values.sorted() }
  }

  /// Registers `path` as created by this run (see ``Registry/add(createdPath:)``).
  package func register(createdPath path: String) -> Registration {
    withRegistry { $0.add(createdPath: path) }
  }

  /// Forgets every created folder and file: the run is over and keeps what it made.
  package func forgetCreatedPaths() {
    withRegistry { $0.createdPaths.removeAll() }
  }

  /// The registered child processes, sorted.
  package var childProcesses: [Int32] {
    withRegistry { $0.processes.values.sorted() }
  }

  /// Ends every registered child process (SIGKILL, then waits until it has exited, without
  /// reaping it), deletes every registered temporary file, then removes every created file and
  /// folder (a folder with its contents), and forgets them all.
  package func cleanUp() {
    withRegistry { Self.cleanUp(&$0) }
  }

  /// Cleans up, then exits with status 128 + `signal` while still holding the lock.
  private func cleanUpAndExit(signal: Int32) -> Never {
    lock.lock()
    Self.cleanUp(&registry)
    if isatty(STDERR_FILENO) == 1 {
      // End a progress bar's line so the shell prompt starts on a fresh one.
      _ = "\n".withCString { write(STDERR_FILENO, $0, 1) }
    }
    _exit(128 + signal)
  }

  private static func cleanUp(_ registry: inout Registry) {
    for processIdentifier in registry.processes.values {
      _ = kill(processIdentifier, SIGKILL)
    }
    for processIdentifier in registry.processes.values {
      // WNOWAIT leaves the exit status to Foundation's Process. When the child cannot be waited
      // for here (ECHILD: another thread reaps it), poll until it is gone or a zombie, for at
      // most 5 s, so that no child outlives the cleanup.
      var info = siginfo_t()
      var result: Int32
      repeat {
        result = waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT)
      } while result != 0 && errno == EINTR
      var polls = 0
      while result != 0, polls < 500, kill(processIdentifier, 0) == 0,
        !isZombie(processIdentifier)
      {
        usleep(10_000)
        polls += 1
      }
    }
    for path in registry.files.values {
      _ = unlink(path)
    }
    // Deepest first, so that a file the run made inside a folder it made goes before the
    // folder; a folder goes with everything in it, all of which this run put there.
    for path in registry.createdPaths.values.sorted(by: { $0.count > $1.count }) {
      try? FileManager.default.removeItem(atPath: path)
    }
    registry.files.removeAll()
    registry.processes.removeAll()
    registry.createdPaths.removeAll()
  }

  /// Whether process `pid` has exited and waits to be reaped or is being reaped (state `Z` or
  /// `X` in `/proc/PID/stat`).
  private static func isZombie(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    // Z: exited, waiting to be reaped; X: being reaped right now.
    let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
    return state == "Z" || state == "X"
  }

  /// Makes SIGINT and SIGTERM clean up ``shared`` and exit with status 130 and 143.
  ///
  /// Call it once, first thing in `main`, before any other thread starts: it blocks both
  /// signals in the calling thread (later threads inherit that) and starts one thread that
  /// waits for them. A signal the process was started with ignored (e.g. SIGINT of a
  /// background job, `nohup`) stays ignored. Calling it again does nothing.
  package static func installSignalHandlers() {
    _ = installation
  }

  private static let installation: Void = {
    let handled = [SIGINT, SIGTERM].filter { !isIgnored($0) }
    guard !handled.isEmpty else { return }
    var signals = signalSet(handled)
    _ = pthread_sigmask(SIG_BLOCK, &signals, nil)
    let waiter = Thread {
      var signals = signalSet(handled)
      var received: Int32 = 0
      while sigwait(&signals, &received) != 0 {}
      shared.cleanUpAndExit(signal: received)
    }
    waiter.name = "jellylab.interrupt"
    waiter.start()
  }()

  private static func signalSet(_ numbers: [Int32]) -> sigset_t {
    var signals = sigset_t()
    _ = sigemptyset(&signals)
    for number in numbers { _ = sigaddset(&signals, number) }
    return signals
  }

  /// Whether `signal`'s disposition is SIG_IGN.
  private static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(signal, nil, &current) == 0 else { return false }
    #if canImport(Glibc)
      let handler = current.__sigaction_handler.sa_handler
    #else
      let handler = current.__sigaction_u.__sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
