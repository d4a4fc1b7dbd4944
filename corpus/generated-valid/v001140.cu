// cudagen 0.1 seed 1140 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,main,shared_var,static_shared,constexpr_var,if,for,switch,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_digit_separator,lit_float,cast_c,sizeof,macro_object,macro_paste,macro_statement,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#if RADIUS_1 == 32
#define CONFIG_4 6
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 19
#endif

__global__ void __launch_bounds__((512)) bump5(int len6) {
    unsigned i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i7 >= len6)
        return;
    int *acc8 = &len6;
    double val9{25};
    int q10 = (*acc8) | (i7 * warpSize);
}
// Helper used by the kernels below.

template <typename T, typename U>
__global__ void __launch_bounds__(CONFIG_4 + (CONFIG_4 + 244), 3) probe11(T beta12, int count13, double q14) {
    int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i15 <= (gridDim.z & 10UL)) {
        for (int i16 = (blockIdx.x * blockDim.x) + threadIdx.x; i16 < (CONFIG_4 + 5); i16 += blockDim.x * gridDim.x) {
            static __shared__ unsigned long sh_17[16];
            constexpr int s18 = 1187;
        }
        for (int it19 = count13; it19 > 0; --it19) {
            unsigned char flag20 = it19;
            q14 = RADIUS_1 * (it19 % i15);
        }
    }
}

__device__ int march21(int lane22, float cfg23, int *dst24) {
    dst24[blockIdx.x & 7] -= (lane22 += 31, (cfg23 + 2259l + (45 * lane22)));
    switch (CAT_3(lane, 22)) {
    case 2 * 2:
        lane22 = ((unsigned)lane22) * (threadIdx.y * cfg23) * (sizeof(unsigned) + (blockDim.y & threadIdx.x));
        (*dst24) ^= (((int)blockDim.x) + (*dst24)) % (*dst24);
        break;
    case 12:
        break;
    case CONFIG_4 + 1:
        break;
    case 5:
        break;
    }
    return ((RADIUS_1) + dst24[2]) - 8;
}

extern "C" __global__ void fold25_kernel(unsigned cfg26, int *out27) {
    int idx28 = threadIdx.x;
    for (int j29 = 0; j29 < idx28; ++j29) {
        long lim30(7 - (blockDim.x));
    }
    (*out27) = (CAT_3(cfg, 26) ^ (idx28 + threadIdx.y)) + 15;
    constexpr double mid31 = -22.75f;
    double prod32{2'464};
}

int main() {
    int count33 = 2250;
    switch (count33) {
    case 8: {
        fold25_kernel<<<2 * 2, 128>>>(44, &count33);
        float r34 = 23lu;
        break;
    }
    }
    bump5<<<(count33 + 255) / 256, 128>>>(count33 * count33);
    probe11<int, long><<<RADIUS_1 * 8, 64, 0, (cudaStream_t)0>>>((count33 + CAT_3(count, 33)) / count33, 7 * (count33 ^ count33), 3.875 * (~count33));
    return 0;
}
