// cudagen 0.1 seed 590 invalid:redeclared_with_global
// features: kernel,launch_bounds,launch,builtin_vars,device_function,host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,struct,struct_template,anon_namespace,if,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,macro_object
#include "prelude.cuh"

#define WARPS_1 3
#define NUM_ITERS_2 64
#define CHUNK_3 8
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

namespace {
__device__ void fold6(unsigned long long beta7, int len8)
{
    constexpr unsigned int base9 = WARPS_1 + (8 * (WARPS_1 + 2));
    __shared__ int sh_10[WARPS_1 + 0x5];
    if (sh_10[beta7] < beta7) {
        return;
    }
    if ((sh_10[blockIdx.x] / beta7) > sh_10[0x6]) {
        goto out11;
    }
    len8 = 54l;
    len8 ^= 47l;
    if (beta7 < beta7) {
        return;
    }
out11:;
}
constexpr int LANES12 = CHUNK_3 + 24;
} // namespace

void run_warp13(double p14, float alpha15)
{
    if (alpha15 == (p14 + p14)) {
        return;
    }
    p14 = 11ul;
    char e16 = 14;
    e16--;
    unsigned acc17 = LANES12 | e16;
    if ((acc17 + 1746) >= acc17) {
        return;
    }
    --e16;
}

template <typename T>
struct Cell18 {
    T x19, flag20;
    __host__ __device__ void total21(T lo22)
    {
        x19 = (LANES12);
    }
};

__global__ void __launch_bounds__(128) fuse23(float b24, unsigned long long *data25)
{
    extern __shared__ double dyn_26[];
    unsigned tid27 = threadIdx.x;
    bool h28 = data25 != nullptr;
    __shared__ float sh_29[WARPS_1][10];
    __shared__ unsigned int sh_30[(16)];
}

__device__ float tally31(unsigned p32, unsigned char q33, long *acc34)
{
    --q33;
    double *f35 = nullptr;
    float y36 = *acc34;
    acc34[4] = 0x35 - (*f35);
    y36 = ~threadIdx.z;
    __shared__ int sh_37[5][11];
    __shared__ Cell18<float> sh_38;
    return LANES12;
}

__device__ unsigned char clamp39(int *acc40, signed char b41, int count42)
{
    __shared__ Cell18<float> sh_43[16];
    Cell18<float> val44 = Cell18<float>{'#', 20.125f};
    return WARPS_1 | (((*acc40) ^ b41) * (5 + count42));
}
__host__ __device__ void twice47(int *p);
__global__ void twice47(int *p)
{
    p[0] = 2;
}

int main()
{
    int size45 = 2581;
    unsigned int mid46 = (size45) / (size45 += -53, size45);
    mid46++;
    size45 -= CHUNK_3;
    fuse23<<<(size45 + 127) / 0x80, WARPS_1 + 0xfd>>>((mid46), (unsigned long long*)nullptr);
    return 0;
}
