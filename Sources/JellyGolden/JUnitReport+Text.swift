extension JUnitReport {
  /// The files checked that failed (a drifted, missing or extra peak), not counting those that
  /// could not be checked.
  public var failedCount: Int {
    cases.filter { item in
      if case .checked(let report) = item { !report.passed } else { false }
    }.count
  }

  /// The outcomes as `peaks check` prints a folder of golden files, one case per file: `PASS
  /// FILE (N peaks)`, `FAIL FILE` followed by the comparison's table, or `ERROR FILE: message`
  /// (the message alone when it starts with the file), then `golden FOLDER: P passed, F failed,
  /// E could not be checked (N files)`; every line ends in a newline.
  public func folderText(_ folder: String) -> String {
    var text = ""
    var (passed, failed, errors) = (0, 0, 0)
    for item in cases {
      switch item {
      case .checked(let report):
        if report.passed {
          passed += 1
          let count = report.comparison.matched.count
          text += "PASS \(report.file) (\(count) \(count == 1 ? "peak" : "peaks"))\n"
        } else {
          failed += 1
          text += "FAIL \(report.file)\n" + report.comparison.table
        }
      case .error(let file, let message):
        errors += 1
        text += "ERROR " + (message.hasPrefix(file) ? message : "\(file): \(message)") + "\n"
      }
    }
    let files = cases.count == 1 ? "file" : "files"
    return text
      + "golden \(folder): \(passed) passed, \(failed) failed, \(errors) could not be checked"
      + " (\(cases.count) \(files))\n"
  }
}
