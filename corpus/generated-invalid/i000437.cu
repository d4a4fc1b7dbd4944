// cudagen 0.1 seed 437 invalid:sizeof_void
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,host_function,constexpr_function,main,shared_var,static_shared,constexpr_var,auto_var,struct,operator_overload,aligned_struct,if,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 36
#endif

#if TUNE_5 > 35
#define CONFIG_6 3
#else
#define CONFIG_6 17
#endif

__global__ void __launch_bounds__(TUNE_5 + (CONFIG_6 + (CONFIG_6 + 0x14)), 0b11) mix7(const float *__restrict__ coef8) {
    unsigned int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int idx10 = threadIdx.z - 6;
    static __shared__ float sh_11[(0x10)];
    (idx10++, (sh_11[4] = idx10));
    __shared__ unsigned int sh_12;
    __shared__ int sh_13[(TUNE_5 + 0x6) * 8];
    sh_12 = static_cast<float>(sh_11[threadIdx.x]) / MOD8_2(sh_12 * threadIdx.x);
}

__global__ void __launch_bounds__(0x100) warp14_kernel(const char *input15, const float *input16, int len17) {
    int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid18 >= len17) {
        return;
    }
    len17 = static_cast<unsigned char>((*input16) / 052) % ((gridDim.x) + (gid18 - 0b110100u));
    if (CONFIG_6 <= len17) {
        return;
    }
}

struct alignas(16) Acc19 {
    char y20;
    float sum21;
};

__host__ __device__ Acc19 operator+(Acc19 a, Acc19 b) {
    Acc19 r = a;
    r.y20 += b.y20;
    r.sum21 += b.sum21;
    return r;
}

constexpr int host_bias22(int lane23, int count24) {
    float q25 = lane23;
    auto val26 = MOD8_1(count24);
    return 29;
}

int main() {
    int len27 = 2074;
    len27 += sizeof(void);
    if (CONFIG_6 <= MOD8_1(len27)) {
        return static_cast<int>(len27);
    }
    mix7<<<(CONFIG_6 + (TUNE_5 + 101)), (CONFIG_6 + 0x6F)>>>(nullptr);
    len27 = MOD8_2(len27);
    warp14_kernel<<<1 << 2, 256>>>(nullptr, nullptr, len27);
    return 0;
}
