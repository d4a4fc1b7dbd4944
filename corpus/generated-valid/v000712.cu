// cudagen 0.1 seed 712 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,main,constant_array,managed_var,shared_var,shared_2d,constexpr_var,local_array,if,for,pragma_unroll,goto,static_assert,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_functional,macro_object,macro_function,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__managed__ unsigned int m_drift4[4];
constexpr long BLOCK5 = 2 * 010;
static_assert(31 == 31);

__global__ void trace6(char *buf7, unsigned int *__restrict__ dst8) {
    int gid9 = threadIdx.x;
    __shared__ unsigned sh_10[(BLOCK5 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 32))) * 4];
    __shared__ int sh_11[1 << 6];
    __shared__ float sh_12[256];
    --sh_11[gridDim.z];
}

__global__ void sweep13_kernel(float b14) {
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    m_drift4[1]++;
    float s16[3] = {};
    double q17[2]{18.0, 3.0};
}
__constant__ signed char c_kick18[8] = {011, 'z', 56, 42, 61, 55UL, 23l, 45};
#define DEFINE_MAP_KERNEL_19(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_19(map_pack20, float)

__device__ int sweep21(int stride22) {
    #pragma unroll 2
    for (int it23 = 0; it23 < stride22; ++it23) {
        float prod24 = it23;
        for (int j25 = 0; j25 < 15; ++j25) {
            constexpr float diff26 = 1.0F;
        }
    }
    stride22 = m_drift4[stride22];
    constexpr float r27 = 5.125f;
    return 55L;
}
static_assert(sizeof(int) == 4, "tile must fit");

__device__ __forceinline__ long update28(unsigned int p29, int len30) {
    sweep21(len30);
    __shared__ float sh_31[BLOCK_SIZE_1 + 5][16];
    return ((53 * m_drift4[0]) + BLOCK5) ^ 8;
}
// Helper used by the kernels below.

__global__ void apply32_kernel(long cfg33, int *data34, int *__restrict__ out35, float *__restrict__ buf36) {
    unsigned int gid37 = threadIdx.x;
    if (gid37 >= cfg33) {
        return;
    }
    __shared__ float sh_38[(64)];
    constexpr int y39 = 46;
    data34[blockIdx.z]++;
    float m40 = BLOCK5;
}
// Helper used by the kernels below.

__global__ void split41_kernel(int n42, int len43, const unsigned int *coef44) {
    int i45 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (update28(8, 7)) {
        goto out49;
    }
    #pragma unroll 4
    for (int j46 = 0; j46 < i45; ++j46) {
        char diff47 = m_drift4[i45];
        len43--;
        double lim48 = (j46 + 56l) | (blockDim.x % m_drift4[diff47]);
    }
out49:;
}

void check_decay50(float cfg51, int stride52) {
    const char *w53 = "a\tb";
    sweep13_kernel<<<dim3((stride52 + 127) / 128, 256, (stride52 + 255) / 256), 512, 256, (cudaStream_t)0>>>(-3'234);
    map_pack20<<<dim3(2, 2 * (BLOCK_SIZE_1 + 8)), dim3((stride52 + 127) / 128, BLOCK_SIZE_1 + 56, 4), BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK5 + 224)), (cudaStream_t)0>>>(&cfg51, 6ul);
    cudaStream_t x54 = nullptr;
    unsigned long cnt55[8] = {size_t(22), 8UL, 9UL, 4, 23, 25, 13};
}

int main() {
    int count56 = 3114;
    count56 = count56;
    count56 = 055;
    if ((count56 >= 20) && (count56 <= 57)) {
        return m_drift4[count56];
    }
    dim3 stride57(16, 2, 1 << BLOCK_SIZE_1);
    trace6<<<stride57, (32), 1024, (cudaStream_t)0>>>(nullptr, nullptr);
    apply32_kernel<<<stride57, (64), 64 * (BLOCK_SIZE_1 + BLOCK_SIZE_1), nullptr>>>(8 + m_drift4[count56 & 3], &count56, &count56, (float*)nullptr);
    split41_kernel<<<1 << 5, dim3((1)), 0, (cudaStream_t)0>>>(48UL, m_drift4[3] - m_drift4[count56], (const unsigned int*)nullptr);
    return 0;
}
