// cudagen 0.1 seed 133 valid
// features: kernel,launch,builtin_vars,device_function,host_device_function,host_function,static_host_function,default_args,main,shared_var,static_shared,constexpr_var,local_array,static_local,enum,namespace,if,if_else,if_init,switch,switch_fallthrough,ternary,shift,comparison,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 26
#endif
#undef TUNE_5
#define TUNE_5 8
// Computes one element per thread.

void run_bump6(int count7, int count8 = 1875) {
    count8 = count8 - ((15 >> count7) << (count8 + alignof(double)));
    count7 = sizeof(unsigned int) / count7;
    SWAP_1(int, count8, count7);
}
enum Axis9 : unsigned char { BUSY10, FAST11 };
/* Computes one element per thread. */

__host__ __device__ void accum12(int n13 = 43) {
    double f14 = FAST11;
    int lo15[TUNE_5] = {};
}

namespace img16 {
static int run_combine17(int stride18) {
    if (45 >= stride18) {
        stride18 = (stride18 * stride18) % stride18;
    } else {
        switch (stride18) {
        case 0:
            if (static double hi19 = 21.125; hi19 > (stride18 - (-hi19))) {
                stride18 = hi19;
                hi19 = (10.0 - hi19) + 8 + (stride18 * ((float)hi19));
            }
            stride18 = stride18 - stride18;
            break;
        }
    }
    return stride18 + 15 + stride18;
}

__global__ void kick20(int len21, int stride22) {
    unsigned i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i23 >= stride22)
        return;
    len21 = ((len21 * (blockIdx.y)) <= len21) ? 20 : (blockDim.y + (len21 - stride22));
    if (stride22 >= blockDim.x) {
        SWAP_1(int, len21, stride22);
        const int* sum24 = nullptr;
    }
}

inline __device__ short decay25(unsigned int beta26 = 10) {
    double q27((beta26 / beta26));
    switch (beta26) {
    case (FAST11 + FAST11) * 3:
    case FAST11 + 9:
        break;
    case 11: {
        static __shared__ unsigned long long sh_28[64];
        break;
    }
    }
    int lo29((beta26 >= beta26) ? q27 : 50);
    return blockDim.x + (lo29 - FAST11);
}
} // namespace img16

int main() {
    int len30 = 1373;
    float prod31 = sizeof(int);
    img16::kick20<<<sizeof(float) * 2, TUNE_5 + 120>>>(-12, 41);
    return 0;
}
