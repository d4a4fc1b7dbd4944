// cudagen 0.1 seed 274 invalid:macro_too_few_args
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,default_args,main,shared_var,static_shared,constexpr_var,struct,operator_overload,if,do_while,switch,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_object,macro_statement,comments
#include "prelude.cuh"

#define SCALE_27(a, b) ((a) * (b))
#define WARPS_1 32
#define RADIUS_2 (5)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
/* Layout: row-major, no padding. */

inline __device__ void bump4(int len5, int lane6) {
    int iter7 = 0;
    do {
        --lane6;
        ++iter7;
    } while (iter7 < 6);
    __shared__ int sh_8[16];
    int m9 = threadIdx.z;
}
// Returns the accumulated value.

struct Span10 {
    char x11;
    float flag12;
};

inline __host__ __device__ Span10 operator+(Span10 a, Span10 b) {
    Span10 r = a;
    r.x11 += b.x11;
    r.flag12 += b.flag12;
    return r;
}

__device__ unsigned spread13(int count14 = 50U) {
    switch (~blockDim.z) {
    case 3:
        break;
    default: {
        const char *base15 = nullptr;
        break;
    }
    }
    unsigned char base16 = ((count14 += count14, 8ul) - (count14 * count14)) - (((blockIdx.x >= WARPS_1) ? threadIdx.x : 1UL) * count14);
    long stride17 = count14;
    return threadIdx.x;
}

__global__ void step18(float cfg19, float *buf20) {
    unsigned int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass22 = 0;
    do {
        static __shared__ Span10 sh_23[(64)];
        (++cfg19, (cfg19 = gid21));
        ++pass22;
    } while (pass22 < 2);
    buf20[2] -= ((pass22 & RADIUS_2) < WARPS_1) ? ((*buf20) += 23.375F, gridDim.x) : buf20[6];
    if (cfg19 != 21)
        return;
    Span10 q24 = Span10{};
}

int main() {
    int count25 = 3459;
    count25 = SCALE_27(count25);
    count25 = -9L;
    int off26{count25};
    step18<<<(count25 + 127) / 128, (WARPS_1 + 96), (RADIUS_2 + 59) * (RADIUS_2 + (RADIUS_2 + (RADIUS_2 + 1)))>>>('\0', (float*)nullptr);
    return 0;
}
