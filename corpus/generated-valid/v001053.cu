// cudagen 0.1 seed 1053 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,builtin_vars,device_function,host_function,default_args,main,constant_var,shared_var,shared_2d,constexpr_var,local_array,struct,namespace,nested_namespace,if,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 128
#define WARPS_2 (TILE_DIM_1)
#define HALF_3(x) ((x) / 2)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if WARPS_2 > 22
#define CONFIG_6 5
#else
#define CONFIG_6 16
#endif

__global__ void __maxnreg__(32) count7(float cfg8, int n9, unsigned long p10)
{
    int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p10 ^= n9 * ((blockDim.y % threadIdx.y) + 0xc);
    int prod12[6]{n9, gid11, gid11, 40, 0x1A, 0b1001};
    __shared__ int sh_13[4][3];
    constexpr int u14 = ((2));
    __shared__ unsigned sh_15[8];
}

struct Tile16 {
    float id17;
    unsigned short mass18;
    int val19;
};
__constant__ Tile16 c_stencil20 = {-11.125f, 28, 41};

__global__ void __launch_bounds__((0x200)) sweep21(float *__restrict__ dst22, size_t *data23)
{
    int gid24 = threadIdx.x;
    if (((+data23[gid24 & 7]) != 10l) || (57lu >= MIN2_4(gid24, c_stencil20.mass18))) {
        if ((blockDim.x >= (*data23)) || (threadIdx.z == (*data23))) {
            (*data23) -= data23[gid24 & 7];
            Tile16 s25{9.0f, 48, gid24};
        }
    }
    ++data23[5];
}

namespace detail26::inner27 {
template <class T>
__global__ void blend28(T cfg29, T a30, T cfg31)
{
    unsigned idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int w33 = 0;
    do {
        a30 = blockDim.x | idx32;
        if ((w33 <= 29l) && (HALF_3(blockDim.x) < 0b11100)) {
            __shared__ int sh_34[32];
            sh_34[idx32]++;
        }
        ++w33;
    } while (w33 < 3);
}

__global__ void filter35_kernel(int *dst36, float *buf37)
{
    buf37[gridDim.x & 7]--;
    __shared__ Tile16 sh_38[128];
    ++sh_38[blockDim.z].mass18;
    --buf37[threadIdx.x];
    sh_38[0xd].id17 /= (*dst36) - c_stencil20.val19;
}

__device__ void clamp39(size_t *__restrict__ dst40, int lane41, const int *coef42)
{
    if (dst40[lane41] || (c_stencil20.mass18 & 1)) {
        return;
    }
    lane41--;
    --lane41;
}
} // namespace detail26::inner27

char check_combine43(short b44, int lane45 = 1631)
{
    if ((b44 << b44) < (b44 * b44)) {
        lane45 = 22;
        if (11 > b44) {
            if (lane45 < lane45) {
                lane45++;
                b44 = b44;
            }
        }
    }
    return -lane45;
}

int main()
{
    int count46 = 3152;
    Tile16 mid47 = Tile16{};
    Tile16 t48 = mid47;
    --t48.mass18;
    count7<<<4 * (CONFIG_6 + (CONFIG_6 + 6)), 0b100000>>>(-(count46 * count46), (check_combine43(mid47.mass18, mid47.id17) != 0x3F) ? MIN2_4(mid47.id17, t48.mass18) : mid47.val19, MIN2_4(t48.mass18, t48.id17 * 0x3CUL));
    sweep21<<<2 * 2, (CONFIG_6 + 27) * 16>>>(nullptr, nullptr);
    detail26::inner27::blend28<<<8, 1 << (CONFIG_6 + 1)>>>(5, count46, int(check_combine43(count46)));
    return 0x0;
}
