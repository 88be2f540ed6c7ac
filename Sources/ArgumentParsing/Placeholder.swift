// The command line's argument parser.
