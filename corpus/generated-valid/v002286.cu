// cudagen 0.1 seed 2286 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,enum_class,if,for,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 28
#endif
#undef TUNE_6
#define TUNE_6 48

__global__ void step7(float *__restrict__ buf8, int *__restrict__ out9, int n10, unsigned int a11) {
    if (threadIdx.x)
        return;
    ++a11;
    ++(*out9);
    for (int it12 = 0; it12 < (sizeof(float) * 3); it12++) {
        a11 = n10;
        --(*buf8);
    }
}

__global__ void __launch_bounds__(sizeof(float) * 128, 0x2) grow13_kernel(int *__restrict__ out14, int *out15, int len16, int stride17) {
    int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid18 >= stride17)
        return;
    float *z19 = reinterpret_cast<float*>(out14);
    float e20 = *out14;
    if (len16 || (threadIdx.x >= stride17))
        return;
    int lo21(18);
}
inline constexpr long STEPS22 = 5;
enum class Phase23 { Busy24, Red25 = 6 };
// NOTE: keep in sync with the host reference.

__global__ void fold26_kernel(int *__restrict__ data27, int *out28) {
    extern __shared__ unsigned dyn_29[];
    unsigned tid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i31 = 0; i31 < 0b1001; i31++) {
        Phase23 flag32 = Phase23::Red25;
        unsigned off33 = threadIdx.z;
    }
    if (!out28) {
        out28[3] = 0x38 - ADD3_1((static_cast<unsigned long>(out28[6])), tid30, tid30);
        constexpr float hi34 = 23.125F;
        unsigned int x35 = CAT_4(tid, 30) << (21 * dyn_29[5]);
    }
}

int main() {
    int size36 = 2494;
    --size36;
    dim3 prod37((size36 + 255) / 256, 4 * 16, 0x2);
    size36 = static_cast<int>(STEPS22 * size36);
    step7<<<(size36 + 255) / 256, sizeof(float) * 32, sizeof(int) * 32, (cudaStream_t)0>>>(nullptr, &size36, ' ' * (size36 - 2), 12UL * size36);
    grow13_kernel<<<prod37, (STEPS22 + 251)>>>(&size36, nullptr, STEPS22, STEPS22);
    fold26_kernel<<<dim3(1 << 4, 16 * (STEPS22 + (STEPS22 + 6))), 32, STEPS22 + 4091, nullptr>>>(&size36, &size36);
    return 0;
}
