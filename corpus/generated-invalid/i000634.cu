// cudagen 0.1 seed 634 invalid:unconfigured_kernel_call
// features: kernel,maxnreg,launch,launch_dim3,main,device_var,shared_var,constexpr_var,switch,switch_fallthrough,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define CAT_2(a, b) a##b

#ifndef USE_FAST_PATH_3
#define TUNE_4 9
#else
#define TUNE_4 37
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 5
#else
#define CONFIG_5 18
#endif
__device__ long d_decay6;

__global__ void __maxnreg__(32) trace7(const int* src8) {
    __shared__ float sh_9[4 * 4];
    ++d_decay6;
    bool m10 = (((double)d_decay6) * 21LL) != 15;
}

__global__ void kick11(const int* input12, int* data13) {
    (++data13[0], (data13[0x3] = 27));
    constexpr double e14 = 0b1000;
    d_decay6 = d_decay6;
    data13[d_decay6]--;
    switch (d_decay6) {
    case 12:
        d_decay6 = data13[4];
        data13[0x2] = int(0x1BU + (*input12)) + ((d_decay6 == 49) ? (58 + data13[d_decay6]) : (+(*input12)));
        break;
    case (3):
    case 6:
        break;
    case (1):
        break;
    }
}
__global__ void probe_kernel18(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int main() {
    int count15 = 2487;
    probe_kernel18(nullptr, 16);
    count15 = count15;
    dim3 e16 = dim3(0x1 << TUNE_4, (count15 + 0377) / 0x100, 2);
    trace7<<<(count15 + 63) / 64, dim3((TUNE_4 + 55) * 8, 1 << 7)>>>(nullptr);
    kick11<<<0b1000, 0x20>>>((const int*)nullptr, nullptr);
    constexpr int f17 = -56;
    count15 = ((count15 > count15) ? ADD3_1(count15, 1, 3) : ADD3_1(CAT_2(count, 15), 0x7, 43)) * 9;
    return 0;
}
