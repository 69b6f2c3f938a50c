// Probe of the libgnuplot-iostream-dev header (gnuplot-iostream.h), behind docs/gnuplot-pipe.md.
// Not part of the build. Usage: gnuplot-iostream-probe failure | title DIR
//   failure    sends a command gnuplot rejects, then reports what the program can observe.
//   title DIR  sets titles from text that holds gnuplot command substitutions, written the way
//              the library's stream is used (no escaping), each of which creates a file in DIR.
#include <cstdio>
#include <iostream>
#include <string>

#include "gnuplot-iostream.h"

static int failure() {
  bool threw = false;
  bool streamGood = false;
  try {
    Gnuplot gp("gnuplot");
    gp << "set terminal dumb\n";
    gp << "plot 'no-such-file.csv' using 1:2 with lines\n";  // gnuplot: error, exits 1
    gp << std::flush;
    streamGood = gp.good();
  } catch (const std::exception &error) {  // the destructor has run pclose by now
    threw = true;
    std::cout << "exception: " << error.what() << "\n";
  }
  std::cout << "program: stream good after the failing command = " << streamGood
            << ", exception = " << threw
            << "; the Gnuplot class offers no exit status to read\n";
  return 0;
}

static int title(const std::string &dir) {
  const std::string backquoted = "`touch " + dir + "/ran-backquote`";
  const std::string quoteBreaking = "x' . system('touch " + dir + "/ran-system') . '";
  Gnuplot gp("gnuplot");
  gp << "set terminal dumb\n";
  gp << "set title \"" << backquoted << "\"\n";     // double-quoted title
  gp << "set title '" << quoteBreaking << "'\n";    // single-quoted title
  gp << "print 'titles set'\n";
  return 0;
}

int main(int argc, char **argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "failure") return failure();
  if (mode == "title" && argc > 2) return title(argv[2]);
  std::cerr << "usage: gnuplot-iostream-probe failure | title DIR\n";
  return 2;
}
