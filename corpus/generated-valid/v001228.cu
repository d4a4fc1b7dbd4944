// cudagen 0.1 seed 1228 valid
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,grid_stride_loop,host_device_function,host_function,main,device_var,managed_var,constexpr_var,local_array,struct,enum,using_alias,namespace,if,for,while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_generic,macro_function,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
__device__ char d_pack6 = 60;
enum Phase7 : long { FAST8 = 3, SLOW9, HIGH10 = 8 };

__host__ __device__ long filter11(int n12, const int* __restrict__ input13)
{
    float flag14(n12);
    flag14 = input13[4];
    long sum15 = flag14;
    flag14 -= (56 * n12) + sum15;
    n12 >>= (sum15 * sum15) + ((unsigned)(FAST8 & n12));
    return static_cast<float>(HIGH10);
}

__global__ void kick16_kernel(long* out17, short cfg18)
{
    int i19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    cfg18++;
    (*out17) |= cfg18;
    (++(*out17), (cfg18 &= HIGH10));
    constexpr float val20 = 14;
    cfg18 = val20;
    unsigned char v21[2 * 4]{18ul, static_cast<unsigned char>(i19), 18, 11, static_cast<unsigned char>(d_pack6), 13, 40, static_cast<unsigned char>(*out17)};
    ++v21[cfg18];
}
using idx22_t = int;

__global__ void __launch_bounds__(1 << 8, 4) fold23_kernel(float q24, int* data25)
{
    unsigned idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    data25[6] >>= idx26;
    --d_pack6;
}

namespace gpu27 {
struct Span28 {
    double w29;
    int z30, sum31;
    int val32;
};
} // namespace gpu27
__managed__ int m_accum33 = 7UL;

__global__ void apply34(float* buf35)
{
    unsigned int idx36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i37 = (blockIdx.x * blockDim.x) + threadIdx.x; i37 < 7; i37 += blockDim.x * gridDim.x) {
        m_accum33 |= m_accum33;
    }
    (*buf35) = (d_pack6 <= threadIdx.y) ? (idx36 + SQR_2(m_accum33)) : SQR_2(d_pack6);
    --buf35[5];
}

namespace gpu38 {
__device__ idx22_t d_blend39 = 40;
constexpr int DEPTH40 = FAST8 + 253;
} // namespace gpu38

double host_tally41(int lane42, int stride43)
{
    auto lam45 = [](auto x44) {
        x44 *= ((m_accum33 & 1) ? 4 : 043) | (m_accum33 += x44, SLOW9);
        --x44;
        ++x44;
        return x44 * 2;
    };
    lam45(m_accum33);
    float* m46 = nullptr;
    apply34<<<sizeof(unsigned int) * 2, (gpu38::DEPTH40 + (HIGH10 + 248))>>>(m46);
    if (lane42 <= 37) {
        return stride43;
    }
    ACCUM_3(stride43, (stride43 | lane42));
    Phase7 res47 = FAST8;
    return stride43;
}

int main()
{
    int len48 = 1462;
    bool y49 = (((idx22_t)len48) & 1);
    int w50 = 0;
    while (w50 < m_accum33) {
        Phase7 x51 = SLOW9;
        Phase7 h52 = HIGH10;
        kick16_kernel<<<(256), 1 << HIGH10>>>(static_cast<long*>(nullptr), h52 + TWICE_PLUS_1(h52, w50));
        ++w50;
    }
    fold23_kernel<<<(w50 + 127) / 128, 1 << 7>>>(len48, &len48);
    return 0;
}
