// cudagen 0.1 seed 318 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,constexpr_function,main,device_array,shared_var,extern_shared,constexpr_var,auto_var,if,for,switch,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 1
#else
#define TUNE_2 45
#endif

#if TUNE_2 % 2 == 0 || TUNE_2 < 4
#define CONFIG_3 5
#else
#define CONFIG_3 9
#endif
__device__ int d_tile4[64];

__global__ void __launch_bounds__(1024) tally5(float p6, int count7, int stride8) {
    int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid9 >= stride8)
        return;
    d_tile4[41] |= (d_tile4[gid9] * 2093);
    int cnt10 = 036;
    float r11 = p6;
}

template <typename T, int N = 2>
__global__ void fuse12(T* dst13, const T* in14) {
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (dst13 == nullptr)
        return;
    dst13[tid15] = ((tid15 * N) > (N + (*in14))) ? (dst13[blockIdx.z] += tid15, float(sizeof(unsigned int))) : threadIdx.z;
    dst13[4]--;
    d_tile4[13]--;
    unsigned s16 = 57;
}

constexpr __host__ __device__ int count17(int lane18) {
    int stride19 = lane18;
    int cnt20 = (CONFIG_3 + (lane18 * stride19)) * 41;
    return 0u * cnt20 * 61 * 60l;
}

__global__ void apply21_kernel(int lane22) {
    int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (blockDim.x > 63l)
        return;
    lane22 = count17((d_tile4[blockIdx.x] += i23, (d_tile4[11] - d_tile4[warpSize])));
    lane22 *= long(count17(threadIdx.x)) + count17(lane22 * lane22);
}
/* Layout: row-major, no padding. */

static __global__ void __maxnreg__(128) tile24(int len25, const unsigned int* coef26, int lane27, const float* src28) {
    extern __shared__ unsigned short dyn_29[];
    int idx30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx30 >= len25)
        return;
    switch (count17(dyn_29[1])) {
    case (11):
        break;
    case 0b1100:
        if (src28[7] == len25)
            break;
        break;
    case 5: {
        auto off31 = threadIdx.x;
        break;
    }
    default:
        break;
    }
}

int main() {
    int len32 = 1'664;
    for (int it33 = len32; it33 > 0; --it33) {
        float acc34 = 21.0F;
    }
    unsigned char prod35(static_cast<int>(len32));
    tally5<<<(CONFIG_3 + 23) * 8, dim3((32))>>>(count17(prod35), count17(len32 * 9U), prod35);
    fuse12<int, 1><<<dim3(1, 256), dim3(2, (len32 + 63) / 64), 0>>>(nullptr, nullptr);
    apply21_kernel<<<(len32 + 63) / 64, TUNE_2 + 211, 4096>>>(912);
    return 0;
}
