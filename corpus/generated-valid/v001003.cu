// cudagen 0.1 seed 1003 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,constexpr_var,if,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#ifndef USE_FAST_PATH_2
#define TUNE_3 15
#else
#define TUNE_3 54
#endif
__global__ void step4_kernel(const unsigned long long *in5) {
    extern __shared__ float dyn_6[];
    int gid7 = threadIdx.x;
    dyn_6[gid7] += TUNE_3;
    if (29 >= gid7) {
        return;
    }
    long lo8 = TUNE_3 & (gid7 + threadIdx.x);
    if (lo8 >> 12L) {
        return;
    }
    ++lo8;
    if (((threadIdx.y < 0x2f) ? dyn_6[lo8 & 7] : TUNE_3) >= gid7) {
        return;
    }
}
int main() {
    int size9 = 1149;
    size9 = sizeof(int);
    step4_kernel<<<0x200, 0x80, sizeof(float) * 64>>>(nullptr);
    return 0;
}
