// cudagen 0.1 seed 1208 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,builtin_vars,host_function,static_host_function,main,constexpr_var,local_array,const_local,if,goto,static_assert,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 4
#else
#define TUNE_3 64
#endif

template <typename T>
__global__ void __launch_bounds__(1 << 7, 1) probe4_kernel(T* dst5) {
    static_assert(sizeof(int) == 0x4, "tile must fit");
    static_assert(sizeof(int) == 0b100, "tile must fit");
    dst5[gridDim.z] = TUNE_3;
    T y6 = (1 * (gridDim.x + TUNE_3)) >> 6;
    int res7 = dst5[blockDim.x];
}

template <class T>
__global__ void __launch_bounds__((128)) mix8(T* __restrict__ acc9, unsigned long q10) {
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const T diff12 = (0x20L - i11) - (T(acc9[2]));
    if (diff12 == 3u) {
        goto finish13;
    }
    --q10;
finish13:;
}

__global__ void split14(const double* in15, float* __restrict__ buf16) {
    int gid17 = threadIdx.x;
    buf16[gid17 & 7] = in15[gid17];
    buf16[gridDim.x] = gid17;
    if (blockDim.x < gid17) {
        return;
    }
    buf16[0x2] = 63;
    (*buf16)--;
    float v18[2] = {0x1p1f};
    unsigned char tmp19 = in15[threadIdx.x];
}

static void check_decay20(long* __restrict__ buf21, const unsigned* in22, int len23) {
    (*buf21) = 22;
    if (buf21[1] == 6) {
        return;
    }
    ++len23;
    float v24 = 24.75f;
    v24 = -11.875F;
    bool base25 = CAT_1(v, 24);
}

int main() {
    int size26 = 2400;
    if (-size26) {
        return 29 + int(size26);
    }
    split14<<<(32), 1 << 8>>>(nullptr, nullptr);
    long z27 = TUNE_3;
    size26 = sizeof(float);
    ++z27;
    probe4_kernel<float><<<0x1, (TUNE_3 + 0x3C) * 2>>>((float*)nullptr);
    mix8<float><<<sizeof(int) * TUNE_3, (TUNE_3 + TUNE_3) * 8>>>((float*)nullptr, (z27 * TUNE_3) ^ (CAT_1(z, 27) - 0x2bul));
    return 0x0;
}
