#include "prelude.cuh"
int main(void) {
    int n = 3;
    int lim = 4;
    switch (n) {
    case lim:
        break;
    }
    return 0;
}
