// cudagen 0.1 seed 637 invalid:local_type_as_kernel_template_arg
// features: kernel,launch,launch_dim3,builtin_vars,main,shared_var,constexpr_var,struct,struct_methods,operator_overload,if,if_else,if_init,static_assert,ternary,shift,logical,comparison,pointer_arith,lit_int_suffix,lit_nullptr,cast_c,cast_const,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define RADIUS_1 128
#define TILE_DIM_2 32
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_4(x) ((x) & 0xF)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef TILE_DIM_2
#define TILE_DIM_2 2

struct Particle6 {
    short y7;
    int x8;
    __host__ __device__ short reset9(int y10) const
    {
        y10 = y7;
        return (y10 < y10) ? 48lu : x8;
    }
};

inline __host__ __device__ Particle6 operator+(Particle6 a, Particle6 b)
{
    Particle6 r = a;
    r.y7 += b.y7;
    r.x8 += b.x8;
    return r;
}

struct Particle11 {
    int vel12;
    double w13;
    bool count14;
    int id15;
};

__global__ void decay16_kernel(const float *input17)
{
    int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (unsigned prod19 = *input17; (28 < (threadIdx.y * 64)) && (!input17)) {
        float *q20 = const_cast<float*>(input17);
    } else {
        __shared__ unsigned int sh_21;
    }
}
template <typename T>
__global__ void fill_kernel26(T value, T *out)
{
    out[threadIdx.x] = value;
}

int main()
{
    int n22 = 1256;
    struct Local27 {
        int a;
    };
    Local27 item28 = {1};
    fill_kernel26<<<1, 32>>>(item28, (Local27 *)nullptr);
    decay16_kernel<<<512, 1 << (TILE_DIM_2 + 3)>>>((const float*)nullptr);
    dim3 lo23 = dim3(1 << 6, 1 << (TILE_DIM_2 + 7));
    constexpr float e24 = 52LL;
    n22 = LOW_BITS_4(n22);
    static_assert(sizeof(int) == 4);
    int r25((n22 * n22) + n22);
    return 0;
}
