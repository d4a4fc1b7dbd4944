// cudagen 0.2 seed 91 valid headers
// features: launch,main,constexpr_var,struct,struct_methods,operator_overload,bitwise,address_of,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,macro_object,macro_paste,pp_if,comments,hdr_cmath,hdr_cooperative_groups
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>
#include <cooperative_groups.h>

#define TILE_DIM_1 8
#define NUM_ITERS_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_6 3
#else
#define CONFIG_6 27
#endif

struct Bounds7 {
    int x8;
    unsigned int hi9;
    int z10;
    __host__ __device__ void bump11(int acc12) {
        unsigned mid13 = cosf(fabsf(hi9 * x8));
        (void)mid13;
    }
};

__host__ __device__ Bounds7 operator+(Bounds7 a, Bounds7 b) {
    Bounds7 r = a;
    r.x8 += b.x8;
    r.hi9 += b.hi9;
    r.z10 += b.z10;
    return r;
}
__global__ void groupSum14(int *out, int n) {
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
    int i = static_cast<int>(block.thread_rank());
    int v = i < n ? out[i] : 0;
    for (int offset = 8; offset > 0; offset /= 2) {
        v += tile.shfl_down(v, offset);
    }
    block.sync();
    if (tile.thread_rank() == 0 && i < n) {
        out[i] = v;
    }
}
inline constexpr int DEPTH15 = 4;
// Returns the accumulated value.

struct Body16 {
    double weight17;
    int flag18;
    __host__ __device__ int mix19() const {
        float base20{0b10l};
        base20 = weight17;
        return flag18 | 0;
    }
    __host__ __device__ void reset21(char v22) {
        v22 = weight17;
    }
};

int main() {
    int len23 = 3'616;
    len23 = ((' ' - CAT_5(len, 23)) % DEPTH15) ^ DEPTH15;
    groupSum14<<<(TILE_DIM_1), NUM_ITERS_2 + 32>>>(&len23, ~CAT_5(len, 23));
    len23 = (1 + (-len23)) % CONFIG_6;
    sqrtf((DEPTH15 | len23));
    return 0x0;
}
