// cudagen 0.1 seed 1700 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,main,device_var,constexpr_var,if,for,pragma_unroll,do_while,switch,goto,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,alignof,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 30
#endif
__device__ bool d_relax5 = 1;

__global__ void __maxnreg__(64) pivot6(int lane7, double b8, int lane9) {
    unsigned tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid10 >= lane9) {
        return;
    }
    if ((lane9 % 044) != lane7) {
        return;
    }
    ACCUM_1(lane7, (d_relax5));
}

__global__ void __maxnreg__(32) gather11(int* data12, int* data13, const float* src14) {
    int gid15 = threadIdx.x;
    switch ((*data13) + TUNE_4) {
    case 0x8:
        break;
    }
    int iter16 = 0;
    do {
        ACCUM_1(data13[5], (data13[7]));
        int w17 = 0;
        do {
            if ((+threadIdx.x) != src14[w17]) {
                break;
            }
            char s18{18lu};
            ++w17;
        } while (w17 < 0x9);
        ++iter16;
    } while (iter16 < iter16);
    (*data12) ^= static_cast<unsigned char>((iter16 - 7L) * d_relax5);
}

template <typename T>
__global__ void drift19(T beta20, T* dst21, int n22) {
    int idx23 = threadIdx.x;
    if (idx23) {
        goto out26;
    }
    if (idx23 >= n22) {
        return;
    }
    #pragma unroll
    for (int i24 = 0; i24 < 15; i24 += 0x2) {
        size_t off25 = (dst21[0x5] * (gridDim.x * gridDim.x)) + gridDim.x;
        d_relax5 = (24 - idx23) + (threadIdx.y / 1);
    }
out26:;
}

int main() {
    int count27 = 0xD13;
    dim3 tmp28((count27 + 255) / 256);
    drift19<int><<<256, tmp28>>>(alignof(int), &count27, 60lu * CAT_2(count, 27) * (count27 * count27));
    pivot6<<<tmp28, 0x20, 0x0>>>(TUNE_4, 22.5, 23u);
    gather11<<<(count27 + 127) / 128, 256>>>(&count27, nullptr, nullptr);
    return 0;
}
