// cudagen 0.1 seed 747 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,constant_var,constant_array,shared_var,extern_shared,constexpr_var,auto_var,nested_block,ternary,compound_assign,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,cast_const,sizeof,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 128
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#undef TILE_DIM_1
#define TILE_DIM_1 48

static __global__ void update4_kernel(const int *in5, signed char *__restrict__ data6)
{
    float diff7 = *data6;
    int *res8 = reinterpret_cast<int*>(data6);
    int w9 = TILE_DIM_1 + in5[2];
}
__constant__ float c_clamp10[4] = {14.75F, 8.75f, 17.5f, 3.75f};
__constant__ int c_norm11 = 16;

__global__ void __maxnreg__(32) norm12(const int *input13)
{
    extern __shared__ int dyn_14[];
    auto acc15 = TILE_DIM_1;
    --dyn_14[c_norm11];
    auto k16 = 19.5F;
}

__global__ void __maxnreg__(64) lerp17_kernel(float *dst18, int *buf19, int *__restrict__ data20, bool alpha21)
{
    int acc22 = 10lu;
    acc22 *= TILE_DIM_1;
}

inline __device__ __host__ double fold23(const float *__restrict__ src24)
{
    {
    }
    return 21.875 / ((src24[0] == 57) ? src24[6] : 14.25);
}

int main()
{
    int count25 = 498;
    int flag26 = 14;
    norm12<<<(count25 + 127) / 128, dim3(1 << 3)>>>((const int*)nullptr);
    update4_kernel<<<dim3((count25 + 31) / 32), 512>>>(nullptr, (signed char*)nullptr);
    lerp17_kernel<<<sizeof(int) * 8, TILE_DIM_1 + 16, 128 * 2, 0>>>(nullptr, &count25, &count25, (unsigned char)count25);
    return 0;
}
