// cudagen 0.1 seed 314 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,device_template_function,main,device_var,constexpr_var,local_array,const_local,namespace,if,if_else,for,while,do_while,goto,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 9
#else
#define TUNE_7 31
#endif

#if TUNE_7 % 2 == 0 || TUNE_7 < 4
#define CONFIG_8 7
#else
#define CONFIG_8 19
#endif

__global__ void __launch_bounds__(128, 0b1) filter9_kernel(float *dst10) {
    int w11 = 0;
    do {
        for (int j12 = 0; j12 < 10; j12++) {
            dst10[w11] = (j12 - (*dst10));
            for (int j13 = 0x0; j13 < 0xA; j13++) {
                dst10[j12] = -63;
                bool k14 = MAX2_1(j13, j13) != w11;
            }
        }
        ++w11;
    } while (w11 < 12);
}

__host__ __device__ unsigned int filter15(double alpha16, float p17, unsigned int p18) {
    for (int n19 = 0; n19 < 9; ++n19) {
        if (n19) {
            p18 = CONFIG_8;
            alpha16 = static_cast<double>(static_cast<int>(p17)) + int(n19);
        } else if ((p18 - CONFIG_8) >= p17) {
        } else {
        }
    }
    return (int)alpha16;
}

template <typename T, int N = 3>
__device__ unsigned short decay20(T a21) {
    filter15(filter15((37), N, 13 / a21), filter15(-6, MAX2_1(a21, 26L), filter15(TUNE_7, sizeof(int), 3565)), CONFIG_8);
    a21 = filter15(N + a21, N, filter15(23.125F, N, N)) + a21;
    return MAX2_1((a21 * TUNE_7) + (N * a21), filter15(a21, MAX2_1(a21, 51), a21 + 3383ULL));
}

namespace util22 {
__global__ void warp23_kernel(int count24, int stride25, signed char *dst26, int n27) {
    unsigned short acc28[7] = {3719u, 53, static_cast<unsigned short>(16 / (*dst26))};
    if (stride25 == count24) {
        goto done32;
    }
    if ((*dst26) == filter15(50UL, 13.75f, 44)) {
        int pass29 = 0;
        while (pass29 < count24) {
            constexpr char s30 = (2);
            ++pass29;
        }
        int s31(0xE);
        (count24++, ((*dst26) = n27));
    }
done32:;
}
__device__ char d_filter33;
} // namespace util22

int main() {
    int size34 = 0xe2b;
    util22::warp23_kernel<<<dim3((size34 + 63) / 0x40), TUNE_7 + 33, sizeof(float) * 128>>>(filter15(size34, size34, size34) + ((double)size34), 0b11011LL + MAX2_1(size34, 35), nullptr, 24U + size34);
    const double v35 = 0x1 + size34;
    --size34;
    --size34;
    unsigned int idx36 = MOD8_2(filter15(size34, size34, size34));
    filter9_kernel<<<(idx36 + 31) / 32, 512, sizeof(double) * 256, 0>>>(nullptr);
    return 0;
}
