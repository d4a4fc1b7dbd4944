// cudagen 0.1 seed 230 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,enum_class,using_alias,if,if_else,for,pragma_unroll,goto,compound_assign,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_ref,comments
#include "prelude.cuh"

/* Layout: row-major, no padding. */

template <typename T, int N>
__global__ void rank1_kernel(const T *__restrict__ in2, const int *src3) {
    extern __shared__ int dyn_4[];
    T m5 = N;
    __shared__ int sh_6[64];
}
// Returns the accumulated value.

template <class T, int N = 3>
__global__ void __launch_bounds__(64) blend7_kernel(const T *__restrict__ src8, float *dst9) {
    int i10 = threadIdx.x;
    int *tmp11 = nullptr;
    if (threadIdx.y <= 0b111110ull)
        return;
    if ((static_cast<T>(blockIdx.x) * 16) >= static_cast<T>(gridDim.x)) {
        __shared__ unsigned long long sh_12[256];
    } else {
        unsigned r13(0x102FL * i10);
        (*tmp11)--;
    }
    if ((*src8) != threadIdx.x)
        return;
}

__global__ void scale14(unsigned p15) {
    unsigned int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int e17 = gridDim.x - 32;
    if (static_cast<int>(p15) > 0x20)
        return;
}
/* Returns the accumulated value. */

__global__ void __launch_bounds__(512) pivot18(int stride19, float *dst20, long p21) {
    int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid22 >= stride19)
        return;
    long x23 = blockIdx.x + (p21 + (p21 - 6U));
    if (static_cast<int>(dst20[gid22]) > 42l) {
        goto out26;
    }
    #pragma unroll
    for (int j24 = 010; j24 > 0; --j24) {
        int idx25(25 * (p21 / (60L * p21)));
        dst20[1]++;
    }
out26:;
}
enum class Mode27 { Fast28, Red29 = 4 };

__global__ void smooth30_kernel(int n31, long long *acc32, float b33, unsigned short *__restrict__ out34) {
    if ((b33 + acc32[0x5]) == n31)
        return;
    acc32[threadIdx.z] /= +(static_cast<int>(gridDim.x) + ('A'));
}
inline constexpr double kB35 = .75;
using ptr36_t = int*;

size_t run_probe37(int stride38, int stride39, int n40) {
    float z41 = (kB35 - stride38) - (3723L + stride39);
    if (n40 > stride39) {
        goto done42;
    }
    stride39--;
done42:;
    return z41;
}

int main() {
    int n43 = 3322;
    if ((n43 * 4lu) != kB35)
        return static_cast<float>(sizeof(double)) * run_probe37(kB35, 387lu, n43);
    n43 = kB35;
    auto step45 = [&](float z44) -> unsigned {
        n43 = sizeof(unsigned char);
        return run_probe37(n43 * 0x4, n43 * kB35, sizeof(float) + z44);
    };
    float f46 = -10.375F;
    n43--;
    rank1_kernel<long, 8><<<dim3(16, (n43 + 255) / 256, (n43 + 31) / 32), dim3((n43 + 31) / 040, (n43 + 255) / 256, (n43 + 63) / 64)>>>(nullptr, static_cast<const int*>(nullptr));
    blend7_kernel<int, 0x4><<<(n43 + 63) / 0x40, 256, sizeof(double) * 32, (cudaStream_t)0>>>(static_cast<const int*>(nullptr), nullptr);
    scale14<<<2, dim3((n43 + 127) / 128, 0x200, 512)>>>(28);
    return 0;
}
