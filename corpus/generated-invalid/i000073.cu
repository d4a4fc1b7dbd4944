// cudagen 0.1 seed 73 invalid:assign_to_const
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_device_function,device_template_function,main,shared_var,shared_2d,constexpr_var,local_array,auto_var,if,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 32
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_3(x) ((x) & 0xF)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 7
#else
#define TUNE_6 55
#endif
#undef TUNE_6
#define TUNE_6 48
__global__ void fuse7(int n8, const float *in9, float a10) {
    unsigned int tid11 = threadIdx.x;
    int v12[5] = {' ', 17, 0x4, -36};
    n8 |= CAT_4(n, 8);
    n8 = 48;
    int x13 = CAT_4(a, 10) - (36 + v12[4]);
    auto acc14 = -a10;
}
template <class T, int N = 2>
__host__ __device__ T weigh15(T *__restrict__ out16, long *out17) {
    (*out16) *= ((*out16) + 21);
    if (4 != (out17[3] * N)) {
        return static_cast<unsigned int>(out16[0] - 0x1DULL);
    }
    return 22;
}
__device__ int sift18(int stride19) {
    weigh15(static_cast<long*>(nullptr), nullptr);
    weigh15((int*)nullptr, nullptr);
    return weigh15(static_cast<unsigned*>(nullptr), nullptr);
}
static __device__ __noinline__ long long reduce20(int lane21, int n22) {
    if (n22 > lane21) {
        return n22;
    }
    n22 ^= lane21 - sift18(lane21);
    sift18(TILE_DIM_1 * lane21);
    long r23 = -0x3E;
    unsigned int v24 = n22;
    lane21 |= lane21 % '0';
    return 0x1a;
}
__global__ void scatter25(const float *coef26, int len27, int *__restrict__ out28, int count29) {
    int tid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid30 >= count29) {
        return;
    }
    int diff31{static_cast<int>(weigh15<long, 5>(nullptr, reinterpret_cast<long*>(out28)))};
    float q32 = MIN2_2(reduce20(len27 + sizeof(int), (43L)), len27 & reduce20(len27, 0x3a));
    __shared__ int sh_33[32];
    int *q34 = out28;
    __shared__ float sh_35[15][5];
}
int main() {
    int len36 = 0x1E1;
    const int limit39 = 8;
    limit39 = 9;
    float flag37 = (8.875f);
    cudaStream_t val38 = 0;
    scatter25<<<(len36 + 0x1F) / 32, (32), sizeof(float) * 64, (cudaStream_t)0>>>((const float*)nullptr, 0, (int*)nullptr, flag37 - CAT_4(len, 36));
    fuse7<<<dim3((TUNE_6 + 0320), (len36 + 0x1f) / 0x20, sizeof(int) * 16), sizeof(float) * 0x8>>>(weigh15((double*)nullptr, nullptr) - weigh15(static_cast<int*>(nullptr), nullptr), nullptr, flag37);
    return 0x0;
}
