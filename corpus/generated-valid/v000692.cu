// cudagen 0.1 seed 692 valid
// features: kernel,launch,launch_dim3,launch_stream,builtin_vars,grid_stride_loop,host_function,default_args,main,shared_var,static_shared,host_global,if,for,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
long g_weigh5[] = {4791U, 68, 0b10110, -992L, 17, 066ul};

__global__ void scatter6(int stride7)
{
    stride7 = MIN2_1(CAT_4(stride, 7), stride7);
    __shared__ short sh_8[8];
    sh_8[stride7] = 43 + gridDim.x;
    __shared__ float sh_9[16];
    stride7 = -1776;
    __shared__ int sh_10;
}
const char* g_sift11 = R"(C:\dir)";
// Returns the accumulated value.

__global__ void trace12_kernel(const float* input13, const int* src14, double cfg15, int n16)
{
    int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx17 >= n16) {
        return;
    }
    cfg15 = 14.625;
    cfg15 = 4;
    for (int it18 = (blockIdx.x * blockDim.x) + threadIdx.x; it18 < 16; it18 += blockDim.x * gridDim.x) {
        cfg15 = 43;
        n16 = blockDim.x;
        n16--;
    }
    n16 = src14[4];
}

__global__ void pack19(int count20)
{
    count20 = char(61);
    count20 = count20;
    static __shared__ float sh_21;
    float hi22{9.0F};
    count20 = threadIdx.x;
    int val23 = 62ll;
    static __shared__ float sh_24;
}

inline int host_weigh25(size_t a26)
{
    scatter6<<<0b10000000, dim3((a26 + 255) / 256)>>>(8 + g_sift11[0] + g_weigh5[5]);
    cudaStream_t r27 = nullptr;
    g_weigh5[0] = 57;
    a26 = MIN2_1(a26, CAT_4(a, 26) + g_sift11[1]) * g_sift11[0];
    trace12_kernel<<<0x20, 0x20 * 16>>>((const float*)nullptr, nullptr, 3.0F, (0x3 - g_sift11[1]) + unsigned(g_sift11[1]));
    scatter6<<<(a26 + 63) / 64, 0x20>>>(g_weigh5[a26]);
    dim3 acc28 = dim3(8, 64, 4);
    return (605ul + a26) / g_weigh5[a26];
}

double grow29(char cfg30, int stride31 = 0b1100)
{
    for (int i32 = 0x0; i32 < 2; ++i32) {
        (cfg30++, (stride31 = host_weigh25(host_weigh25(g_sift11[1]))));
    }
    pack19<<<(stride31 + 63) / 0x40, 0x20>>>(-g_sift11[0x1]);
    return 35l;
}

int main()
{
    int count33 = 0xd5c;
    count33 = 7UL - count33;
    scatter6<<<dim3(0x40 * 0x2), 512>>>(0xa02l);
    return 0x0;
}
