// cudagen 0.1 seed 302 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,main,device_var,shared_var,extern_shared,constexpr_var,enum_class,if,while,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 23
#endif
#undef TUNE_3
#define TUNE_3 2

__device__ unsigned sift4(int len5, unsigned int q6) {
    int pass7 = 0x0;
    while (pass7 < 0b111) {
        if (pass7 >= len5) {
            q6 = (len5 += 55, len5);
            q6 >>= 5;
        }
        ++pass7;
    }
    int pass8 = 0;
    while (pass8 < pass7) {
        if (q6) {
            break;
        }
        len5 = len5;
        ++pass8;
    }
    return q6;
}

template <typename T, class U>
__global__ void __launch_bounds__(TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 248)))) march9_kernel(const U *input10) {
    if ((*input10) >= (*input10)) {
        if (0x17 < input10[4]) {
            long long h11 = 0b100101UL;
        }
    }
}
__device__ float d_weigh12 = 1.0f;
enum class Mode13 : short {
    Idle14,
    Idle15 = 5,
    Blue16,
    High17,
    Add18
};

__global__ void __launch_bounds__((TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 56)))) * 8, TUNE_3 + 0b10) pivot19(int stride20, double q21, unsigned int a22, int stride23) {
    extern __shared__ char dyn_24[];
    dyn_24[0x5] = 'A' * stride23;
    if (((dyn_24[a22] + 17) - long(stride23)) != 54) {
        q21++;
        dyn_24[0x4] = static_cast<unsigned>((TUNE_3 - dyn_24[0x6]) >> 7);
        Mode13 k25 = Mode13::High17;
    }
    --stride23;
    long long x26 = sizeof(unsigned) * ((unsigned short)d_weigh12);
}
enum class Mode27 { Slow28, Low29 };
#define DEFINE_MAP_KERNEL_30(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_30(map_update31, float)

int main() {
    int len32 = 4092;
    pivot19<<<(len32 + 0x1f) / 32, 512, 0x0>>>(len32, (len32 - len32) - (+len32), len32, len32 << len32);
    len32 >>= (len32 += 0x51bl, (len32 * (0x10c8 - len32)));
    signed char r33 = len32 + (((38u < len32) ? len32 : 49) + sizeof(int));
    len32 = r33;
    dim3 flag34((TUNE_3 + (TUNE_3 + (TUNE_3 + 2))), (len32 + 255) / 256);
    pivot19<<<(0x100), (TUNE_3 + 510), 4096>>>(int('"' + len32), 14.5, len32 + (r33 += 0x13u, r33), 11UL);
    march9_kernel<long, long><<<(TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 6))))), (TUNE_3 + 254), sizeof(float) * 0x100>>>(nullptr);
    map_update31<<<flag34, 64, sizeof(int) * 32>>>(nullptr, r33 - len32);
    return 0;
}
