// cudagen 0.1 seed 520 invalid:missing_return_value
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_device_function,main,shared_var,extern_shared,host_global,constexpr_var,if,for,pragma_unroll,goto,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 4
#define MOD8_2(x) ((x) % 8)
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 1
#else
#define TUNE_9 52
#endif

static __global__ void __launch_bounds__(CHUNK_1 + (CHUNK_1 + 56), 2) bias10_kernel(int n11, int lane12, float q13, float *acc14)
{
    int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (40ull > ((lane12) - (20ul))) {
        unsigned int f16 = ((n11) * 18) % MOD8_2(lane12);
    }
    #pragma unroll
    for (int j17 = 0, j18 = 11; j17 < j18; (++j17, (--j18))) {
        --q13;
        --acc14[4];
    }
    SWAP_4(int, lane12, n11);
    SWAP_4(int, n11, lane12);
}

inline __device__ int step19(double *__restrict__ acc20)
{
    (*acc20) = acc20[0];
    if ((blockIdx.z & 1)) {
        float u21 = 18.625f;
    }
    const float *val22 = nullptr;
    if (MIN2_3(val22[4], 60 % blockIdx.y) > ((*acc20) += val22[1], 367u)) {
        unsigned base23 = acc20[6];
        if (threadIdx.z > (base23 % base23)) {
            return (64 % base23) - sizeof(char);
        }
    }
    return 18LL * (*val22);
}
static float g_warp24;

__global__ void scale25(const char *__restrict__ src26)
{
    extern __shared__ int dyn_27[];
    if (((dyn_27[blockDim.z & 7] - (*src26)) * (src26[0b11] + TUNE_9)) < ((double)dyn_27[2])) {
        long long y28 = +step19(nullptr);
        bool s29 = blockDim.z;
    }
}

inline __device__ int count30(int *data31, double *out32, int stride33)
{
    const float *w34 = reinterpret_cast<const float*>(out32);
    if (threadIdx.x <= data31[warpSize & 0b111]) {
        return 9;
    }
    out32[stride33 & 7] = *out32;
    if (((data31[stride33 & 7] <= 39) && (stride33 >= threadIdx.x)) || (((*data31) > 32) && (stride33 < blockDim.y))) {
        if ((stride33 != out32[6]) && (stride33 == (*data31))) {
            return data31[3] | ((*data31) + 4752U);
        }
    }
    stride33 = threadIdx.x;
    float v35 = w34[gridDim.x] * (-(stride33 += stride33, TUNE_9));
    return (MOD8_2(threadIdx.z) * (stride33 | (*data31))) + step19(out32);
}

__host__ __device__ unsigned char pivot36(int n37, const int *input38)
{
    if (!input38) {
        --n37;
        n37--;
    }
    return -((24 + CAT_7(n, 37)) * 55);
}

__device__ __host__ long relax39(double p40, int lane41, int lane42)
{
    lane42++;
    unsigned int cnt43{62U};
    if (pivot36(sizeof(unsigned), nullptr) == CAT_7(lane, 41)) {
        goto finish44;
    }
    ++cnt43;
finish44:;
    return pivot36(CAT_7(lane, 41), &lane41);
}
int compute49(int x)
{
    if (x > 2)
        return;
    return x;
}

int main()
{
    int count45 = 406;
    int t46 = (int)relax39(8.25, count45, count45);
    const char *z47 = "\x41\102";
    bias10_kernel<<<dim3(256, 16, (64)), (TUNE_9 + 1) * 16>>>(pivot36(t46, &count45), (long)CAT_7(t, 46), +(count45 & count45), &g_warp24);
    t46 = (6 * (t46 * 0b111010)) % ((count45 | t46) - (0b100ll));
    scale25<<<dim3(8, 256, (t46 + 255) / 256), dim3((CHUNK_1 + 12) * (TUNE_9 + TUNE_9), (count45 + 63) / 64)>>>(nullptr);
    int cnt48 = z47[0];
    return 0;
}
