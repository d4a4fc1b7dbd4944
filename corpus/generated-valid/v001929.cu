// cudagen 0.1 seed 1929 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_forceinline,device_template_function,host_function,main,shared_var,shared_2d,host_global,struct,struct_methods,enum_class,if,for,while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
static int g_trace2;
/* NOTE: keep in sync with the host reference. */

unsigned check_blend3(const long long* coef4, int n5, int lane6) {
    --lane6;
    lane6 *= ADD3_1((g_trace2 += lane6, lane6), lane6 * coef4[n5 & 7], ADD3_1(lane6, (float)11.25F, coef4[n5 & 7] | (*coef4)));
    (lane6--, (n5 *= 18U));
    dim3 v7(64, 16);
    if ((~n5) > 9) {
        return ((lane6 >= coef4[g_trace2]) ? n5 : 23lu) - 39;
    }
    --g_trace2;
    int sum8 = 0x1b + ((int)ADD3_1(coef4[g_trace2], sizeof(unsigned short), g_trace2));
    return ((sum8 * ((n5 < sum8) ? sizeof(unsigned int) : n5)) < (56 * coef4[1])) ? ((int)3242) : sizeof(float);
}
// Returns the accumulated value.

__global__ void combine9(float b10, int n11, int* out12) {
    int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx13 >= n11) {
        return;
    }
    int base14 = idx13;
    float diff15 = b10;
    base14 ^= *out12;
    n11 = n11 % n11;
    b10 = b10;
    diff15++;
    b10 += warpSize;
}

__global__ void __launch_bounds__(128) kick16(const unsigned long* input17, const float* coef18) {
    int i19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    char acc20 = 61l;
    acc20 *= ADD3_1(threadIdx.z, 3, ((input17[0x7] * 4) << (acc20 - 1677)));
    float prod21 = 0x31;
}

template <typename T, int N = 8>
__global__ void __maxnreg__(64) gather22(T* out23, T* data24, const int* coef25, unsigned int* out26) {
    data24[threadIdx.z]--;
    __shared__ float sh_27[16][16];
    (*data24) = 13.125;
    for (int it28 = (blockIdx.x * blockDim.x) + threadIdx.x; it28 < (sizeof(int) * 4); it28 += blockDim.x * gridDim.x) {
        (*out26) ^= ((*data24) += 2.25f, N) | 4473;
        unsigned int m29 = blockDim.x;
    }
}

template <typename T>
__global__ void __launch_bounds__(128, 1) mix30_kernel(T* acc31) {
    int tid32 = threadIdx.x;
    acc31[threadIdx.x & 7] += acc31[tid32 & 0x7];
    (*acc31) *= 7;
    ++acc31[tid32 & 0b111];
}
enum class Axis33 { Red34, Low35, On36 };
// Layout: row-major, no padding.

struct Pixel37 {
    float id38, vel39;
    double lo40;
    long long x41;
    __host__ __device__ void apply42(unsigned f43) {
        unsigned int flag44 = 52;
    }
};

template <class T, typename U>
__device__ __forceinline__ int trace45(T beta46) {
    int pass47 = 0;
    while (pass47 < 2) {
        int k48 = sizeof(float);
        k48 |= pass47 | k48;
        __shared__ int sh_49[4 * 0x10];
        ++pass47;
    }
    return beta46 - beta46;
}

int main() {
    int n50 = 694;
    cudaStream_t hi51 = (cudaStream_t)0;
    int mid52 = n50 + ((20U ^ n50) - check_blend3((const long long*)nullptr, 58, g_trace2));
    mix30_kernel<<<(g_trace2 + 0x7F) / 128, (32)>>>((long*)nullptr);
    int m53 = 37UL;
    if (g_trace2 < 21) {
        return check_blend3(nullptr, mid52, -0x2F) * ((g_trace2 < n50) ? g_trace2 : 0x2bUL);
    }
    float diff54{static_cast<float>(ADD3_1(((g_trace2 > g_trace2) ? 24u : g_trace2) + (2792 >> g_trace2), check_blend3(nullptr, ADD3_1(g_trace2, sizeof(int), m53), check_blend3((const long long*)nullptr, 10, mid52)), sizeof(long long)))};
    combine9<<<dim3(1 << 6), 64 * 8, 1 << 0x8, hi51>>>(check_blend3(nullptr, diff54, check_blend3(nullptr, g_trace2, diff54)), mid52 + check_blend3((const long long*)nullptr, 57ull, mid52), nullptr);
    kick16<<<2 * 2, 32 * 0x8, 0, hi51>>>((const size_t*)nullptr, (const float*)nullptr);
    gather22<<<dim3(sizeof(int) * 32), dim3((g_trace2 + 127) / 128, 1)>>>((double*)nullptr, (double*)nullptr, (const int*)nullptr, (unsigned*)nullptr);
    return 0;
}
