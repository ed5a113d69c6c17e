// pgnlint's executable: everything lives in the cli module.
#include "pgnlint/cli/app.h"

int main(int argc, char** argv) { return pgnlint::cli::run(argc, argv); }
