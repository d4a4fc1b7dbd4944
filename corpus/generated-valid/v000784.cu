// cudagen 0.1 seed 784 valid
// features: kernel,kernel_extern_c,restrict_params,launch,device_function,main,shared_var,constexpr_var,local_array,struct,class_private,if,for,switch,switch_fallthrough,static_assert,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_statement
#include "prelude.cuh"

#define RADIUS_1 5
#define BLOCK_SIZE_2 (3)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
static_assert(sizeof(int) == 4, "tile must fit");

__global__ void probe6_kernel(int *out7, const unsigned *__restrict__ in8, const int *coef9, int stride10)
{
    switch (stride10) {
    case 0: {
        (*out7) = (float)16.125f;
        float u11[BLOCK_SIZE_2] = {35, 10.625F, 10.5f};
        [[fallthrough]];
    }
    case 5:
        break;
    default:
        break;
    }
}

__global__ void sweep12(short *out13, int count14, const unsigned int *__restrict__ coef15, int len16)
{
    ++len16;
    double t17 = 13.625;
    for (int n18 = 0; n18 < 3; ++n18) {
        ++t17;
        int f19{0x1173};
        if (8 <= t17) {
            break;
        }
    }
}

extern "C" {
__device__ void mix23(int len24)
{
    __shared__ int sh_25[16];
    sh_25[len24 & 0xf] = (sh_25[len24] != (sh_25[len24 & 15] + len24)) ? 21 : 0x3cl;
}

__global__ void tally20_kernel(int n21)
{
    for (int i22 = 0x0; i22 < n21; ++i22) {
        if (i22 <= n21) {
            return;
        }
        n21--;
        n21 = ((alignof(char) < n21) || ((21 >= n21) || (n21 != n21))) ? 9 : n21;
    }
    n21 = ((n21 == 48) ? 50 : n21) + (7 - n21) + n21;
}
}

class Stats26 {
    int x27;
    unsigned short weight28;
    long id29;
public:
    __host__ __device__ Stats26(int c30, unsigned short a31, long init32) : x27(c30), weight28(a31), id29(init32) {}
    __host__ __device__ unsigned short apply33() const
    {
        return RADIUS_1 + id29 + (id29 - id29);
    }
    __host__ __device__ long scale34(double val35) const
    {
        --val35;
        return x27;
    }
};

int main()
{
    int size36 = 1846;
    sweep12<<<sizeof(unsigned int) * 32, (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 55)))>>>((short int*)nullptr, 44, nullptr, size36);
    Stats26 idx37{6, static_cast<unsigned short>(13u - size36), static_cast<long>(size36)};
    probe6_kernel<<<2 * (BLOCK_SIZE_2 + 0x1), (RADIUS_1 + 59)>>>(nullptr, (const unsigned int*)nullptr, (const int*)nullptr, size36 + 33ul + 0x30);
    tally20_kernel<<<(0x100), sizeof(float) * 32>>>(size36);
    return 0;
}
