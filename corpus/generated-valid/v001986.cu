// cudagen 0.1 seed 1986 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,constexpr_var,auto_var,if,static_assert,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 256
#define CAT_2(a, b) a##b
#undef TILE_DIM_1
#define TILE_DIM_1 8

template <typename T, int N = 7>
__global__ void warp3(const T *in4, unsigned int *__restrict__ dst5, T *acc6) {
    int idx7 = threadIdx.x;
    (*dst5)--;
    if ((*dst5) >= idx7)
        return;
    ++acc6[idx7 & 7];
    dst5[idx7]++;
    dst5[idx7 & 7] = 64UL;
    (*dst5) = 0xF;
    dst5[5]--;
}

__global__ void gather8_kernel(int lane9, double *data10, char *dst11, unsigned char beta12) {
    extern __shared__ float dyn_13[];
    int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++dyn_13[1];
    dyn_13[2] = 9.875f;
    __shared__ unsigned int sh_15;
    lane9 = TILE_DIM_1;
    auto lo16 = data10[warpSize];
    if (!(lo16 >= lo16))
        return;
    long long mid17 = lo16;
}
// Layout: row-major, no padding.

static __global__ void mix18_kernel(short *buf19, long *acc20, unsigned long *__restrict__ buf21, int *acc22) {
    extern __shared__ int dyn_23[];
    unsigned int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto val25 = 1;
    bool val26(CAT_2(i, 24));
    if (i24 >> 3)
        return;
}

int main(void) {
    int len27 = 0x592;
    if (len27 < len27)
        return 2505ul;
    static_assert(55 == 55);
    short idx28 = -4294;
    len27 = idx28;
    warp3<int, (2 * 3)><<<dim3((len27 + 127) / 0x80), 0x20>>>(&len27, nullptr, &len27);
    gather8_kernel<<<(len27 + 0377) / 256, sizeof(int) * (TILE_DIM_1 + (TILE_DIM_1 + 16))>>>((double)idx28, (double*)nullptr, (char*)nullptr, sizeof(int) - ((unsigned)len27));
    mix18_kernel<<<dim3(sizeof(float) * 0x4), sizeof(int) * 32>>>(nullptr, nullptr, (unsigned long*)nullptr, &len27);
    return 0;
}
