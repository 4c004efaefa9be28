/* A member of libcounter.a the program never needs: not linked into it. */
long counter_unused_helper(long x) { return x * 2; }
