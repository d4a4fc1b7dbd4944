// cudagen 0.1 seed 1378 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,if,if_init,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 8
#define TILE_DIM_2 8
#define WARPS_3 256
#define LOW_BITS_4(x) ((x) & 0xF)
#define LOW_BITS_5(x) ((x) & 0xF)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8
#ifdef USE_FAST_PATH_8
#define TUNE_9 13
#else
#define TUNE_9 44
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 8
__device__ void relax10(double a11, int count12) {
    a11 /= count12;
    a11 /= 043U - (LOW_BITS_5(count12) + (1 >> count12));
    float tmp13[3] = {};
    int m14 = sizeof(int);
    signed char off15 = (float)044;
    int sum16 = LOW_BITS_4((m14 + 2) * (count12 - 41u));
}
/* Layout: row-major, no padding. */
__global__ void bump17(int* data18) {
    extern __shared__ float dyn_19[];
    if (51 == dyn_19[6]) {
        goto finish21;
    }
    (*data18) &= 963L;
    if (const float sum20 = dyn_19[3] * (data18[4] + data18[3]); (((dyn_19[4] >= CAT_7(sum, 20)) ? TILE_DIM_1 : (*data18)) * (dyn_19[0b101] - 0)) > dyn_19[5]) {
        data18[0] &= 56 * (*data18);
        data18[2] %= (39 < LOW_BITS_4(data18[0])) ? (*data18) : ((data18[3] > 022) ? (data18[7] * 32l) : ((*data18) - TUNE_9));
    }
    (*data18) = (data18[6] + data18[0]) * 0b11;
finish21:;
}
int main() {
    int size22 = 1607;
    if ((size22 - 0b10011) > 54) {
        return (size22);
    }
    ++size22;
    bump17<<<(TUNE_9 + (TILE_DIM_2 + (TILE_DIM_2 + (TILE_DIM_1 + 27)))), dim3(1 << 4), 0>>>(nullptr);
    return 0;
}
