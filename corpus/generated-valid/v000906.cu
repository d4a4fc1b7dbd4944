// cudagen 0.1 seed 906 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,main,constexpr_var,enum,namespace,if,do_while,nested_block,static_assert,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__global__ void update5_kernel(const float* __restrict__ coef6, double p7, unsigned cfg8, const int* __restrict__ input9)
{
    {
        p7 = 4.5 * (*coef6);
        int val10 = input9[1] * static_cast<long long>(5 % cfg8);
    }
    --p7;
}

namespace ops11 {
__global__ void update12_kernel(int len13, const double* __restrict__ coef14)
{
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned mid16 = (0b1110ul ^ (len13 += blockIdx.x, CAT_4(tid, 15))) - ((~tid15) - CAT_4(len, 13));
    int flag17 = threadIdx.x * static_cast<int>(CAT_4(mid, 16) ^ blockIdx.x);
    len13++;
    if (mid16 == sizeof(float))
        return;
}
enum Phase18 {
    SLOW19,
    SLOW20,
    ON21,
    HIGH22,
    ON23 = 7
};
enum State24 : unsigned char { OFF25 = 2, IDLE26 = 7, GREEN27 };
} // namespace ops11

static __global__ void smooth28_kernel(int count29, double* __restrict__ dst30, ops11::State24 cfg31, int len32)
{
    static_assert(sizeof(int) == 0x4, "expected value");
    int pass33 = 0x0;
    do {
        int z34{5};
        if ((cfg31 >> z34) >= 0xELL) {
            float cnt35(+(' ' % CAT_4(pass, 33)));
            static_assert((ops11::GREEN27 + (5 * 3)) > 0x16, "bad config");
        }
        ++pass33;
    } while (pass33 < 2);
    unsigned int diff36 = cfg31;
}

int main()
{
    int len37 = 1282;
    len37++;
    len37 = (-len37);
    update5_kernel<<<(len37 + 255) / 0400, (ops11::OFF25 + (ops11::HIGH22 + 3)) * (ops11::OFF25 + 2), 0x200 * 8>>>(nullptr, 15.625f, CAT_4(len, 37), nullptr);
    ops11::update12_kernel<<<(len37 + 0x1F) / 0x20, 0x20>>>((len37 & len37) >> (ops11::OFF25 >> len37), nullptr);
    smooth28_kernel<<<(len37 + 255) / 256, 512, sizeof(int) * 32>>>(0x5u * CAT_4(len, 37), (double*)nullptr, ops11::OFF25, 0x34);
    return 0;
}
