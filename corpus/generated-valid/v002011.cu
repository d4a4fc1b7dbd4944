// cudagen 0.1 seed 2011 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,default_args,main,device_array,host_global,constexpr_var,local_array,if,do_while,goto,nested_block,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_launch,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

inline __host__ __device__ void norm5(short beta6, unsigned p7, unsigned int a8 = '"') {
    float f9(p7);
    ++a8;
    static_assert(sizeof(int) == 4, "expected value");
    f9 -= (+((0x3Clu > beta6) ? beta6 : a8)) * (12.375f - p7);
    a8 = p7;
}
constexpr int LANES10 = 0x20;
__device__ long d_gather11[16] = {48U};
const char *g_split12 = "ok";
// Returns the accumulated value.

__device__ int merge13(bool p14, const int *coef15) {
    int diff16 = ((21 - threadIdx.x) % (LANES10 * gridDim.y)) ^ LANES10;
    static_assert(0b100100 == 36);
    int q17 = LANES10;
    return 50 - MOD8_2(threadIdx.z);
}

template <class T, int N>
__device__ void pack18(const T *src19) {
    T k20 = MOD8_2((d_gather11[0x5] + d_gather11[gridDim.z]) >> 0);
    k20 /= ((blockIdx.z <= k20) ? (threadIdx.z ? LANES10 : 49) : (LANES10 - warpSize)) & ((N << d_gather11[14]) * (0b101U + d_gather11[5]));
    float hi21[6] = {};
}

__global__ void merge22_kernel(unsigned int b23, const unsigned int *__restrict__ input24, const char *input25) {
    unsigned tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int w27 = 0;
    do {
        ACCUM_3(d_gather11[b23], (MOD8_2((b23 += gridDim.x, w27))));
        int y28{1};
        ++w27;
    } while (w27 < w27);
    unsigned int val29{20};
    b23 += input25[0x1];
    val29 = 46;
    int f30 = ((' ' % threadIdx.x) << d_gather11[0b1100]);
}

__global__ void fold31_kernel(float *__restrict__ data32, float *acc33, int count34, float alpha35) {
    ACCUM_3(count34, (acc33[4]));
    unsigned int v36 = (*acc33);
    alpha35 -= alpha35;
    count34 = float(acc33[7]) - ((count34 >> d_gather11[8]) + (*acc33));
}
// Helper used by the kernels below.

static __global__ void mix37(const double *src38, float *out39) {
    int gid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double stride41 = 'A';
    d_gather11[gid40 & 0xF] &= 'a';
    char res42(27ull);
}

__device__ __noinline__ int count43(float *data44) {
    if (d_gather11[9] == LANES10) {
        return (d_gather11[12] += d_gather11[0x9], LANES10);
    }
    d_gather11[threadIdx.y & 15]++;
    data44[0x5] = long(57ul);
    d_gather11[15] >>= 3;
    (++(*data44), (data44[4] = data44[0x3]));
    return d_gather11[9] << 1;
}
/* Helper used by the kernels below. */

__global__ void relax45_kernel(int *__restrict__ acc46, const int *__restrict__ input47) {
    unsigned tid48 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (!(threadIdx.x >= tid48)) {
        return;
    }
    ACCUM_3(acc46[tid48 & 0b111], (46l + TWICE_PLUS_1(input47[3], (*input47) + tid48)));
    if ((*acc46) == 0x1Fu) {
        goto finish49;
    }
    acc46[0x4] = 57 ^ MOD8_2(short(*acc46));
    acc46[tid48]++;
    d_gather11[tid48] = ((threadIdx.y - LANES10) * input47[5]) ^ (1778 >> (threadIdx.x + 33lu));
finish49:;
}

int main() {
    int n50 = 0xE55;
    auto lam52 = []() -> unsigned {
        merge22_kernel<<<dim3(32), 0x20, (LANES10 + 992), 0>>>(TWICE_PLUS_1(g_split12[0], 'a' * g_split12[0]), (const unsigned int*)nullptr, (const char*)nullptr);
        unsigned int r51 = ((g_split12[1] > 55) ? (LANES10 + g_split12[0]) : (0x9 - g_split12[1])) % (g_split12[0] * MOD8_2(g_split12[0b1]));
        fold31_kernel<<<dim3(4 * 8, (r51 + 255) / 256, 1), 64, 1024, (cudaStream_t)0>>>(nullptr, nullptr, ((g_split12[1] == LANES10) ? LANES10 : 54ul) >> 2, LANES10 * g_split12[0]);
        return g_split12[0x1];
    };
    lam52();
    {
        {
            dim3 prod53 = dim3(0x20);
            n50 <<= n50;
        }
    }
    mix37<<<(n50 + 127) / 128, 256, sizeof(float) * 128, (cudaStream_t)0>>>((const double*)nullptr, (float*)nullptr);
    relax45_kernel<<<(n50 + 31) / 32, (LANES10 + LANES10) * 2>>>(nullptr, &n50);
    return 0;
}
