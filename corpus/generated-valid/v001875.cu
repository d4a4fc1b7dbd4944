// cudagen 0.1 seed 1875 valid
// features: kernel,kernel_static,kernel_from_macro,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,static_device_function,host_function,default_args,main,shared_var,extern_shared,auto_var,struct,aligned_struct,if,for,pragma_unroll,goto,bitwise,comparison,comma,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_prefix,lit_raw_string,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

static __global__ void __launch_bounds__(1024) probe2_kernel(float *data3)
{
    extern __shared__ unsigned int dyn_4[];
    #pragma unroll
    for (int n5 = (blockIdx.x * blockDim.x) + threadIdx.x; n5 < (10); n5 += blockDim.x * gridDim.x) {
        char sum6 = warpSize;
        (*data3) = (*data3) - ((9.f - sum6) * (n5 + gridDim.y));
    }
}

struct __align__(8) Span7 {
    float flag8;
    int val9;
    short mass10;
};
#define DEFINE_MAP_KERNEL_11(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_11(map_grow12, unsigned int)

static __device__ size_t merge13(int *__restrict__ buf14, int stride15, unsigned int a16 = 14U)
{
    unsigned long long v17 = (3U) & stride15;
    float v18 = (stride15);
    signed char stride19 = (v17 += 36U, (v17 + v17)) & 43;
    short lo20 = -stride15;
    return 17L;
}

void check_split21(Span7 q22, const float *__restrict__ coef23, int n24)
{
    if ((n24 * 15) < 6U) {
        goto done27;
    }
    if (coef23 == nullptr) {
        const int *x25 = &n24;
        const char *lim26 = u8"kernel\n";
    }
    n24 = 7;
done27:;
}

int main(void)
{
    int len28 = 614;
    if ((len28 & 1)) {
        for (int j29 = 0; j29 < len28; ++j29) {
            const char *off30 = R"(raw \n text)";
        }
        auto hi31 = len28;
    }
    probe2_kernel<<<1, (0b100000), 1024>>>((float*)nullptr);
    map_grow12<<<(len28 + 255) / 256, 256, sizeof(float) * 32>>>(nullptr, 'a');
    return 0;
}
