// cudagen 0.1 seed 1810 valid
// features: kernel,launch,builtin_vars,device_function,host_function,main,constexpr_var,local_array,enum,if,for,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 256
#define HALF_2(x) ((x) / 2)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

inline int host_warp5(int lane6, const long* input7, int lane8)
{
    if (lane8 == lane8) {
        return (-0x3e);
    }
    for (int i9 = 0, j10 = 5; i9 < j10; (++i9, (--j10))) {
        if (input7[4] > 20) {
            return TWICE_PLUS_3(j10 + 54L, 28);
        }
    }
    lane6 = TILE_DIM_1;
    lane8 = 0x7;
    unsigned short e11[8]{static_cast<unsigned short>(38), 25l, 19, static_cast<unsigned short>(48), 38, 3476, 61UL, static_cast<unsigned short>(lane8)};
    return lane8 + (TILE_DIM_1 + ((int)lane6));
}

__global__ void count12(int count13, const double* input14)
{
    unsigned int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int val16 = (count13 += blockIdx.x, input14[count13]);
    if (!input14) {
        return;
    }
}
enum Mode17 : int { ON18, IDLE19, RED20 = 6, IDLE21 };

__device__ void sweep22(long* acc23, unsigned int b24, const int* src25)
{
    b24++;
    if ((gridDim.y - 21) <= b24) {
        return;
    }
    if ((threadIdx.x >> threadIdx.x) != (*acc23)) {
        return;
    }
    if ((*src25) > 17) {
        return;
    }
    if (acc23 == nullptr) {
        return;
    }
    signed char u26 = src25[b24];
}

int main()
{
    int count27 = 2630;
    host_warp5((TWICE_PLUS_3(count27, 2)), nullptr, host_warp5(host_warp5(count27, (const long*)nullptr, count27), nullptr, count27 * count27));
    int flag28 = (count27 << count27) * (((int)0x2a) / count27);
    count12<<<(count27 + 0x7f) / 128, 512>>>((flag28 += 5U, host_warp5(753lu, nullptr, 0x1du)), nullptr);
    return 0x0;
}
