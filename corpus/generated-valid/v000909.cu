// cudagen 0.1 seed 909 valid
// features: kernel,restrict_params,launch,launch_shared_mem,host_function,constexpr_function,main,shared_var,extern_shared,struct,struct_methods,aligned_struct,if,if_else,if_init,ternary,compound_assign,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void merge4(const float* __restrict__ coef5)
{
    extern __shared__ float dyn_6[];
    int lim7 = coef5[7] + 55u;
    if (dyn_6[1] <= dyn_6[lim7]) {
        double diff8 = coef5[0x0];
    }
    lim7 -= -(lim7 / (0x21 - (*coef5)));
    dyn_6[7] *= coef5[lim7];
}

struct __align__(8) Pixel9 {
    float val10;
    char val11;
    float lo12;
    __host__ __device__ void norm13(unsigned int x14)
    {
        lo12 = val10;
    }
    __host__ __device__ char bump15(int flag16) const
    {
        return float((size_t)lo12);
    }
};

constexpr int host_weigh17(int count18, float q19)
{
    float k20 = count18 + (count18 * 0.25f);
    return count18 + unsigned(33l - k20);
}

int main()
{
    int count21 = 0xd9a;
    if (unsigned acc22 = 0x33l; count21) {
        merge4<<<(count21 + 63) / 64, 32 * 16, sizeof(int) * 128>>>((const float*)nullptr);
        merge4<<<8, 128>>>((const float*)nullptr);
    } else {
        count21 = ((int)((6ULL <= acc22) ? 19 : 50)) - ((count21 + acc22) - count21);
    }
    return 0;
}
