// cudagen 0.1 seed 1183 valid
// features: kernel,kernel_static,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,static_host_function,default_args,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,auto_var,const_local,enum_class,if,if_else,if_init,do_while,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define CHUNK_1 8
#define BLOCK_SIZE_2 8
#define NUM_ITERS_3 (32)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
enum class Op5 { On6 = 3, Slow7 = 7, On8 };
// NOTE: keep in sync with the host reference.

__device__ double bias9(int n10)
{
    unsigned int sum11[6] = {3u, static_cast<unsigned int>(12), 43, 2U, 1284};
    ++sum11[n10];
    __shared__ int sh_12[13][17];
    int mid13(BLOCK_SIZE_2 + static_cast<int>(sh_12[n10][16] - sh_12[n10][12]));
    Op5 mid14 = Op5::On8;
    if (!(n10 <= sh_12[1][n10])) {
        goto done15;
    }
    n10--;
done15:;
    return n10;
}
// NOTE: keep in sync with the host reference.

static __host__ unsigned int host_drift16(double *dst17, int lane18, const int *in19)
{
    dst17[lane18] = 6 + (-in19[lane18]);
    float base20 = float((*in19) / (lane18 - 2.0F));
    (*dst17) += 49lu;
    return NUM_ITERS_3 - (*in19);
}

__global__ void score21(const unsigned long *src22, int len23)
{
    Op5 flag24 = Op5::Slow7;
    float prod25 = static_cast<unsigned short>(1) - len23;
}

__device__ __noinline__ void smooth26(int stride27, int n28 = -24)
{
    __shared__ int sh_29[2 * (CHUNK_1 + CHUNK_1)];
    __shared__ int sh_30[5][16];
}
// Layout: row-major, no padding.

static __global__ void grow31_kernel(int len32, int len33, long *__restrict__ data34, const unsigned *coef35)
{
    if (len33 == (*coef35)) {
        goto finish40;
    }
    if (auto h36 = NUM_ITERS_3 + len33; !(len33 < 29)) {
        int w37 = 0;
        do {
            (*data34) = len32 - h36;
            SWAP_4(int, h36, len33);
            ++w37;
        } while (w37 < len33);
        const float x38 = len33;
        SWAP_4(int, len32, h36);
    } else if (len33 * 59) {
        __shared__ int sh_39[64];
    }
finish40:;
}
#define DEFINE_MAP_KERNEL_41(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_41(map_kick42, double)

__global__ void pack43_kernel(signed char *data44, unsigned long *__restrict__ dst45, float beta46)
{
    extern __shared__ double dyn_47[];
    Op5 v48 = Op5::On8;
    ++dyn_47[0];
    if (58 == ((*dst45) * NUM_ITERS_3)) {
        return;
    }
    (*data44) *= dyn_47[2];
    (*dst45) = (*dst45);
}

float blend49(long long alpha50)
{
    if ((CHUNK_1 < alpha50) || (!(alpha50 > NUM_ITERS_3))) {
        alpha50 = alpha50 * alpha50;
        alpha50 &= 20;
    }
    alpha50 %= alpha50 - (55l);
    long cnt51[5]{3U, -1, 43, 4L, 46};
    return 11.5f;
}

int main()
{
    int len52 = 840;
    Op5 z53 = Op5::On8;
    const char *w54 = "x=%d";
    Op5 acc55 = Op5::On6;
    len52 = NUM_ITERS_3;
    map_kick42<<<dim3(32, (len52 + 63) / 64, (len52 + 31) / 32), 32, NUM_ITERS_3 + (CHUNK_1 + (NUM_ITERS_3 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 3992)))))), (cudaStream_t)0>>>((double*)nullptr, 44 * len52 * (len52 + len52));
    score21<<<(len52 + 127) / 128, (256)>>>(static_cast<const size_t*>(nullptr), BLOCK_SIZE_2);
    grow31_kernel<<<(len52 + 127) / 128, 128, 256, 0>>>(63U, w54[1], nullptr, nullptr);
    pack43_kernel<<<dim3((len52 + 31) / 32, 2), 256>>>(nullptr, nullptr, len52);
    return 0;
}
