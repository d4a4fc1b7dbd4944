// cudagen 0.1 seed 1601 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,device_var,managed_var,shared_var,extern_shared,constexpr_var,auto_var,const_local,struct,struct_methods,operator_overload,namespace,if,for,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,method_call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 3
#define LOW_BITS_2(x) ((x) & 0xF)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void grow5(int lane6, unsigned *acc7, int lane8)
{
    int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i10 = 0; i10 < 14; i10 += 4) {
        (--(*acc7), (lane6 = idx9));
        if (gridDim.x)
            return;
        int e11 = acc7[gridDim.z];
    }
}

namespace ops12 {
static __device__ double d_grow13;

struct Tile14 {
    double w15, id16;
    int weight17;
    __host__ __device__ void scale18(unsigned s19)
    {
        auto e20 = weight17;
        e20 = 5 % s19;
    }
    __host__ __device__ double norm21() const
    {
        return id16 + TWICE_PLUS_3(w15, 8);
    }
};
} // namespace ops12

constexpr int pivot22(int lane23)
{
    return (291l);
}

extern "C" __global__ void pivot24_kernel(long alpha25)
{
    extern __shared__ int dyn_26[];
    int idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((warpSize <= 26) && (idx27 >= alpha25))
        return;
    const unsigned int val28 = static_cast<unsigned>(25U) / idx27;
    unsigned char k29 = TILE_DIM_1 + dyn_26[val28];
    bool q30 = ((ops12::d_grow13 - TILE_DIM_1) * TILE_DIM_1) == (alpha25 + val28);
}
__managed__ unsigned short m_norm31 = 33;

__global__ void rank32(int stride33, float *dst34, int lane35, float q36)
{
    int i37 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (stride33 <= (*dst34)) {
        goto done38;
    }
    ops12::d_grow13 = (stride33 += threadIdx.x, ops12::d_grow13);
    q36 /= TILE_DIM_1;
done38:;
}

struct Cell39 {
    signed char lo40;
    bool mass41;
    int weight42;
};

__host__ __device__ Cell39 operator+(Cell39 a, Cell39 b)
{
    Cell39 r = a;
    r.lo40 += b.lo40;
    r.weight42 += b.weight42;
    return r;
}

__global__ void relax43_kernel(float *data44, const long *input45, ops12::Tile14 cfg46)
{
    unsigned gid47 = threadIdx.x;
    cfg46.norm21();
    if (input45 == nullptr)
        return;
}

int main()
{
    int count48 = 101;
    relax43_kernel<<<(TILE_DIM_1 + 0175), dim3(1, 32), (256), nullptr>>>(nullptr, nullptr, ops12::Tile14{static_cast<double>(6 + count48), -6.25, count48});
    count48 %= count48;
    grow5<<<dim3((count48 + 255) / 256, 4), sizeof(int) * (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 119))), 0, nullptr>>>(TILE_DIM_1, (unsigned int*)nullptr, pivot22(m_norm31));
    pivot24_kernel<<<(4), 32 * 8, 0, 0>>>(pivot22(m_norm31));
    rank32<<<0b1, dim3((count48 + 31) / 32), TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 4081)))), (cudaStream_t)0>>>(041L, (float*)nullptr, static_cast<int>(count48), count48 - 21.0f);
    return 0;
}
