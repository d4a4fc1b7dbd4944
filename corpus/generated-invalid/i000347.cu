// cudagen 0.1 seed 347 invalid:undeclared_identifier
// features: kernel,launch,launch_shared_mem,builtin_vars,main,struct,aligned_struct,compound_assign,incdec,comma,member_access,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 44
#endif
#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 1
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 28
#endif
#undef TUNE_4
#define TUNE_4 12
// NOTE: keep in sync with the host reference.

struct __align__(16) Tile6 {
    unsigned weight7;
    double z8;
};
// Layout: row-major, no padding.

__global__ void sweep9(const short *src10)
{
    unsigned int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Tile6 cnt12 = Tile6{35, 13.875F};
    cnt12 = cnt12;
    (++cnt12.weight7, (cnt12.z8 /= 646u));
    cnt12 = cnt12;
    cnt12 = cnt12;
    cnt12 = cnt12;
}

int main()
{
    int count13 = 42;
    int total15 = missing_value16 + 1;
    int y14 = count13 % count13;
    sweep9<<<(CONFIG_5 + CONFIG_5) * 0x10, TUNE_4 + 52, 0>>>(nullptr);
    return 0x0;
}
