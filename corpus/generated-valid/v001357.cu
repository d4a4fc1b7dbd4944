// cudagen 0.1 seed 1357 valid
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,static_shared,constexpr_var,local_array,const_local,static_assert,bitwise,shift,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,lambda,macro_object,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 16
#undef TILE_DIM_1
#define TILE_DIM_1 48

static __global__ void apply2_kernel(char a3, float* out4, unsigned* data5)
{
    int tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static_assert(011 > 8);
    out4[blockDim.x] = (TILE_DIM_1 ^ a3) * (tid6 + TILE_DIM_1) * a3;
    int f7[8] = {};
    static __shared__ char sh_8[8];
    sh_8[5] = threadIdx.x;
    a3 = a3 | (blockIdx.x << threadIdx.x);
    int hi9 = tid6;
}

unsigned clamp10(short b11, int count12)
{
    auto fn15 = [](int mid13) {
        mid13 = ~(mid13 | mid13);
        int v14[7] = {};
        mid13 = (mid13 - (~mid13)) ^ mid13;
    };
    fn15(b11);
    double w16 = b11;
    const int stride17 = w16;
    return 24;
}

int main()
{
    int n18 = 813;
    n18 = (63l | n18) + clamp10(n18, n18) + 52;
    n18 = static_cast<unsigned int>(static_cast<float>(clamp10(2830l, n18)));
    n18 = 49;
    apply2_kernel<<<(n18 + 31) / 040, 1 << 0b1000, 0>>>(-23, static_cast<float*>(nullptr), nullptr);
    apply2_kernel<<<(8), 32>>>(n18, (float*)nullptr, nullptr);
    return 0;
}
