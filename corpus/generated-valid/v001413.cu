// cudagen 0.1 seed 1413 valid
// features: kernel,grid_constant,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,managed_var,shared_var,extern_shared,constexpr_var,struct,operator_overload,enum,if,compound_assign,bitwise,logical,comparison,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,cast_c,cast_functional,sizeof,macro_object,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 5
#define CHUNK_2 4
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef WARPS_1
#define WARPS_1 12
struct Particle4 {
    float id5;
    int sum6;
    float lo7;
};
__host__ __device__ Particle4 operator+(Particle4 a, Particle4 b)
{
    Particle4 r = a;
    r.id5 += b.id5;
    r.sum6 += b.sum6;
    r.lo7 += b.lo7;
    return r;
}
__managed__ float m_reduce8[16];
/* Returns the accumulated value. */
struct Stats9 {
    unsigned int mass10;
    int vel11;
};
inline __host__ __device__ Stats9 operator+(Stats9 a, Stats9 b)
{
    Stats9 r = a;
    r.mass10 += b.mass10;
    r.vel11 += b.vel11;
    return r;
}
// NOTE: keep in sync with the host reference.
__global__ void drift12(int stride13, float *out14, int len15, __grid_constant__ const Particle4 p16)
{
    extern __shared__ int dyn_17[];
    int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i18 >= stride13) {
        return;
    }
    if (((stride13 + p16.sum6) & (len15)) >= 21) {
        if (threadIdx.z != p16.sum6) {
            return;
        }
    }
    len15 *= 3282 - (blockDim.z | WARPS_1);
    if ((out14[stride13] != CHUNK_2) && (out14[0x4] < WARPS_1)) {
        return;
    }
}
enum State19 { ADD20 = 1, FAST21, LOW22, ON23 };
constexpr int split24(int stride25)
{
    return (int)(59u);
}
int main()
{
    int count26 = 3059;
    Stats9 lim27 = {4U, -12};
    drift12<<<0x2, 32 * 2, sizeof(double) * 128, (cudaStream_t)0>>>(split24(lim27.vel11 - lim27.vel11), m_reduce8, 57U, Particle4{float(split24(count26)), 44, 20.625f});
    lim27.mass10 |= short(-count26) - 38;
    return 0;
}
