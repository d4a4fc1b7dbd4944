// cudagen 0.1 seed 1168 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,local_array,const_local,enum,namespace,if,while,switch,switch_fallthrough,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define BLOCK_SIZE_2 4
#define RADIUS_3 (8)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define SQR_5(x) ((x) * (x))
#define CAT_6(a, b) a##b

namespace math7 {
__global__ void probe8_kernel(double *dst9, long a10, int count11, int len12)
{
    len12++;
    int w13 = 0;
    while (w13 < 7) {
        ++len12;
        ++w13;
    }
    switch (CAT_6(count, 11)) {
    case NUM_ITERS_1 + 4:
        (*dst9)--;
        [[fallthrough]];
    case (NUM_ITERS_1 + (BLOCK_SIZE_2 + 1)):
        break;
    case NUM_ITERS_1 * 3:
        --a10;
        break;
    }
}

__global__ void fold14(float cfg15, const int *coef16)
{
    int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned int h18 = RADIUS_3;
    if (sizeof(int) > gid17) {
        return;
    }
    char idx19[8]{static_cast<char>(43l), static_cast<char>(9), 55, -32, 41, char(gid17), 11u, 51l};
    h18 %= 58;
}
} // namespace math7
static_assert(16 == 16, "expected value");
enum Phase20 : unsigned char { MUL21, ON22 = 6, IDLE23 = 12, GREEN24 };

__global__ void smooth25(unsigned int *dst26, char *__restrict__ acc27, double *buf28, float beta29)
{
    unsigned tid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float k31{1955};
    if (acc27[2] == 46) {
        if (tid30 | tid30) {
            const unsigned int h32 = 19L;
            unsigned long long e33 = beta29;
        }
        size_t acc34[6] = {};
    }
}
enum Kind35 { ADD36, HIGH37, ADD38 };
static_assert(sizeof(int) == 4, "size check");

__global__ void scatter39_kernel(int lane40, int *data41, int stride42)
{
    unsigned idx43 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx43 >= lane40) {
        return;
    }
    float e44[6]{float(2), 1.0F, 20.5f, 4.0F, 1.0f, 20.25f};
    if (RADIUS_3 > (threadIdx.z | data41[idx43])) {
        return;
    }
    ++stride42;
    double v45[8] = {21.5, 15.875f, 635};
    Kind35 mid46 = ADD36;
    Kind35 w47 = ADD38;
}

int main()
{
    int n48 = 1675;
    n48 %= 13;
    n48 = 63;
    Kind35 r49 = ADD36;
    math7::probe8_kernel<<<4, 4 * (ADD38 + ON22)>>>(nullptr, (44), 64, -54);
    math7::fold14<<<512, (IDLE23 + 116)>>>(8.875f, nullptr);
    smooth25<<<(n48 + 63) / 64, (BLOCK_SIZE_2 + (IDLE23 + 240)), 0, (cudaStream_t)0>>>((unsigned int*)nullptr, nullptr, nullptr, 34 ^ n48);
    return 0;
}
