#include "prelude.cuh"
int pick(long a) { return 1; }
int pick(short a) { return 2; }
int grid(int n, int t) { return n / t; }
struct Handle {
    Handle() = default;
    Handle(const Handle &) = delete;
};
int main(void) {
    int n = 3;
    n = pick(n);
    n = grid(n, 2);
    Handle h;
    Handle copy = h;
    return 0;
}
