// cudagen 0.1 seed 770 invalid:managed_shared_or_constant
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,static_device_function,host_device_function,device_template_function,default_args,main,shared_var,host_global,constexpr_var,enum,if,if_init,while,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_functional,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
const char* g_reduce2 = "ok" "_tail";
static float g_update3;
enum Color4 : unsigned int { HIGH5, RED6, BLUE7 = 7 };
static __device__ unsigned char tally8(int stride9 = 11L)
{
    if (short int u10 = RED6; (stride9 + (17L - stride9)) > (stride9 ^ u10)) {
        stride9 = ((+(u10 - stride9)) == (stride9 + u10)) ? u10 : ((1 + stride9) * u10);
    }
    if ((stride9 <= stride9) && (blockIdx.x >= 29)) {
        return stride9;
    }
    return ((stride9 + 61) << sizeof(int)) % ((stride9) * (7 ^ threadIdx.x));
}
template <typename T, int N = 3>
inline static __device__ void step11(T* dst12)
{
    if (tally8() >= (*dst12)) {
        if ((((threadIdx.z >= 64) ? N : N) & tally8()) <= 23) {
            ++(*dst12);
            ++(*dst12);
        }
    }
}
__host__ __device__ unsigned int march13(int stride14 = 59)
{
    long mid15 = 14ull;
    int pass16 = 0;
    while (pass16 < pass16) {
        int h17 = float((stride14 | stride14) - (mid15 + mid15));
        if (pass16 >= (mid15)) {
            stride14 = (pass16 >= h17) ? HIGH5 : mid15;
        }
        if (mid15 == pass16) {
            break;
        }
        ++pass16;
    }
    if (pass16 >= 21) {
        return (47l + stride14) - ((pass16 == 43) ? pass16 : pass16);
    }
    return 29;
}
__device__ int decay18(const float* __restrict__ coef19, const float* __restrict__ coef20, int count21)
{
    count21 = (((int)march13(coef19[blockIdx.y])) != 53) ? gridDim.x : tally8(count21);
    tally8((gridDim.z | count21) + tally8());
    (--count21, (count21 = coef19[count21 & 7]));
    return march13(march13('#')) * 20LL;
}
static __device__ void merge22(int lane23, int stride24, float p25 = 7.25f)
{
    Color4 e26 = RED6;
    if ((lane23 < ' ') && (p25 < lane23)) {
        stride24 = (lane23 += lane23, blockDim.z);
    }
    static_assert((RED6 + 39) > 39);
    if (int(+p25) <= (BLUE7 * lane23)) {
        Color4 mid27 = HIGH5;
        ACCUM_1(p25, (28));
    }
}
__global__ void rank28_kernel(unsigned long a29, const short* coef30, unsigned int b31, unsigned long long beta32)
{
    int i33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ float sh_34;
    if (b31 < (a29)) {
        beta32 = (a29 += a29, tally8()) / sh_34;
        ++sh_34;
    }
    Color4 w35 = BLUE7;
}
__constant__ __managed__ float m_mixed37 = 1.0f;
int main()
{
    int len36 = 366;
    rank28_kernel<<<dim3(sizeof(unsigned int) * (RED6 + 0b1), (len36 + 31) / 32, sizeof(unsigned int) * (RED6 + 1)), 1 << 7, 4096>>>(march13(), (const short*)nullptr, g_update3, march13() + BLUE7);
    g_update3 = march13(-32);
    return 0;
}
