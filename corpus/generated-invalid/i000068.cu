// cudagen 0.1 seed 68 invalid:no_such_member
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,static_device_function,host_function,main,shared_var,constexpr_var,local_array,struct,for,pragma_unroll,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,sizeof,lambda,lambda_capture_ref,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b
// Layout: row-major, no padding.

static __global__ void count4_kernel(float* data5, unsigned long a6)
{
    int idx7 = threadIdx.x;
    int e8 = idx7;
    __shared__ long long sh_9[64];
    float acc10 = (*data5) * 20;
    --e8;
}

static __device__ int count11(int* out12, float* dst13)
{
    dst13[blockDim.y] = out12[warpSize];
    unsigned int m14 = blockIdx.x;
    int val15 = (((threadIdx.x <= '\a') ? CAT_3(m, 14) : m14) % MOD8_1(CAT_3(m, 14))) * (3U - threadIdx.x);
    #pragma unroll 8
    for (int n16 = 0; n16 < val15; n16++) {
        __shared__ int sh_17;
        short w18 = 0b100000 / val15;
    }
    return MIN2_2(out12[val15] + 19, '\x41');
}

struct Sample19 {
    unsigned int lo20;
    int y21;
    unsigned int flag22;
    int weight23;
};
static constexpr int TILE24 = 128;

inline double apply25(const unsigned* src26)
{
    count4_kernel<<<2, (128), sizeof(double) * 64>>>(nullptr, TILE24);
    auto op29 = [&](short sum27, unsigned int off28) -> unsigned long {
        off28++;
        off28 <<= 3;
        --sum27;
        return 4;
    };
    op29(src26[4], TILE24);
    return TILE24 & ((*src26) - 0b10);
}

int main()
{
    int len30 = 2281;
    Sample19 rec32 = {};
    len30 += rec32.missing_field33;
    float res31[2]{-22.75F, 24.25F};
    count4_kernel<<<dim3(1 << 2), 64 * 4>>>(res31, TILE24);
    count4_kernel<<<1 << 3, TILE24>>>(res31, MOD8_1(len30) | TILE24);
    return 0;
}
