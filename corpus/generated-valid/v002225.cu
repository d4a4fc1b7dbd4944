// cudagen 0.1 seed 2225 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,device_array,constexpr_var,struct,struct_methods,operator_overload,aligned_struct,if,do_while,goto,compound_assign,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_functional,cast_static,macro_object,macro_paste,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define TILE_DIM_2 8
#define RADIUS_3 (TILE_DIM_2 + (BLOCK_SIZE_1 + 4))
#define CAT_4(a, b) a##b
// NOTE: keep in sync with the host reference.

__global__ void trace5(long long *__restrict__ data6, int count7)
{
    count7 -= count7;
    int off8{int(count7)};
    int iter9 = 0;
    if (((*data6) == off8) && (BLOCK_SIZE_1 >= CAT_4(count, 7))) {
        goto finish11;
    }
    do {
        if (count7 < static_cast<unsigned long>(iter9)) {
            short h10{60LL};
        }
        --data6[count7];
        ++iter9;
    } while (iter9 < iter9);
finish11:;
}
__device__ float d_drift12[32];

struct alignas(8) Node13 {
    float z14;
    int mass15, val16;
    unsigned char count17;
    __host__ __device__ void scale18(unsigned char lim19)
    {
        val16 = static_cast<unsigned char>(61);
    }
};

__host__ __device__ Node13 operator+(Node13 a, Node13 b)
{
    Node13 r = a;
    r.z14 += b.z14;
    r.mass15 += b.mass15;
    r.val16 += b.val16;
    r.count17 += b.count17;
    return r;
}

int main()
{
    int size20 = 0x14A;
    Node13 r21{0.875f, size20, 5, static_cast<unsigned char>(CAT_4(size, 20))};
    const char *x22 = "x=%d";
    trace5<<<dim3((size20 + 127) / 128, 0x1), 512, 0, (cudaStream_t)0>>>(nullptr, unsigned(size20));
    return 0;
}
