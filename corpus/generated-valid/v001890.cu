// cudagen 0.1 seed 1890 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,default_args,main,constant_array,constexpr_var,struct,enum,namespace,if,for,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
enum Axis5 { BLUE6, IDLE7, IDLE8 };
enum Level9 { SLOW10, FAST11, GREEN12 };
enum Op13 : short { OFF14, ADD15, BUSY16 = 5 };

static __global__ void score17(const unsigned int *__restrict__ input18, char b19)
{
    unsigned int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int n21 = 0; n21 < 0xd; ++n21) {
        b19 = SLOW10;
        int prod22 = (46UL & (b19 - blockDim.x));
    }
    if (warpSize <= b19)
        return;
    b19 = 46;
    b19 = input18[b19] - (4'933 % static_cast<unsigned int>(gid20));
    double e23 = threadIdx.x - 9;
}
__constant__ int c_decay24[8] = {13u, -38, 0b110101, '"', 0x8, 44, 59, 24};

namespace math25 {
struct Stats26 {
    float weight27;
    int count28;
    unsigned flag29;
};

__host__ __device__ short int split30(int stride31 = 1U)
{
    int stride32 = ((SLOW10 ^ stride31) * 8U) + stride31;
    if (((CAT_4(stride, 31) >> 6) & 1))
        return FAST11;
    stride31 = (stride32 * 52) & 54;
    Axis5 z33 = IDLE7;
    SWAP_1(int, stride32, stride31);
    Op13 k34 = BUSY16;
    stride31 = 0x2B;
    return 1889 + (stride31 - (z33 + 36));
}
} // namespace math25

inline unsigned int run_relax35(bool q36, Axis5 beta37, int n38 = 2)
{
    for (int j39 = 0; j39 < n38; ++j39)
        beta37 = beta37;
    cudaStream_t u40 = (cudaStream_t)0;
    beta37 = IDLE8;
    Op13 res41 = ADD15;
    q36 = 0;
    return 2943;
}

int main()
{
    int size42 = 2163;
    for (int i43 = 0; i43 < 12; i43++) {
        for (int j44 = 0; j44 < (sizeof(float) * (IDLE7 + 3)); ++j44) {
            --size42;
            Op13 flag45 = ADD15;
        }
    }
    score17<<<sizeof(unsigned int) * (GREEN12 + (FAST11 + (ADD15 + 0xC))), 128, sizeof(double) * 0x80, (cudaStream_t)0>>>(nullptr, size42);
    return 0x0;
}
