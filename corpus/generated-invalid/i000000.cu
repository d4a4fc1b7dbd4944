// cudagen 0.1 seed 0 invalid:device_call_from_host
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constexpr_var,const_local,enum,typedef,namespace,if,do_while,switch,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_paste,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define CHUNK_2 128
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 32
#endif
#undef TUNE_6
#define TUNE_6 8

__global__ void weigh7_kernel(float q8, const unsigned *__restrict__ coef9) {
    int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int r11 = 0b110011;
    int w12 = 0x0;
    do {
        const float lim13 = 23.75F;
        ++w12;
    } while (w12 < r11);
    r11 = q8;
}

__global__ void norm14_kernel(int lane15, unsigned long *acc16, const unsigned short *input17) {
    int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (acc16[gid18] * gid18) {
    case 0x2 * 2:
        lane15 = lane15 * ((int)lane15) * lane15;
        lane15 = -2;
        break;
    case TUNE_6 + 4:
        break;
    case 0x9:
        break;
    }
}
enum State19 : long { SLOW20, GREEN21, OFF22 };
// Computes one element per thread.

template <typename T, int N>
__global__ void bump23_kernel(T *out24, int n25, float *data26) {
    int gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid27 >= n25) {
        return;
    }
    if ((-gid27) != 49) {
        return;
    }
    if (0x2 >= (CAT_4(n, 25) * 11U)) {
        return;
    }
    int tmp28(data26[2]);
    out24[0x0] = tmp28 + 127ULL;
}
enum Color29 {
    BUSY30,
    SLOW31 = 4,
    LOW32 = 10,
    SLOW33,
    GREEN34 = 14
};

namespace ops35 {
int run_scatter36(int lane37, unsigned char *__restrict__ dst38, int len39) {
    len39 = 0x3c - dst38[lane37];
    State19 sum40 = SLOW20;
    int x41 = 076;
    double lo42 = 20.25f;
    return sum40;
}
typedef float real43_t;

static int check_norm44(int len45) {
    len45 = 54;
    long e46 = CAT_4(len, 45) * ((len45) + (len45 - len45));
    e46 = 0b111010;
    len45 = e46;
    return len45;
}
} // namespace ops35
__device__ int device_helper49(int x)
{
    return x * 2 + 1;
}

int main(void) {
    int len47 = 2212;
    device_helper49(3);
    ops35::real43_t v48(len47);
    if ((+len47) >= len47) {
        return v48;
    }
    if (len47 > 0x37) {
        return len47;
    }
    bump23_kernel<unsigned int, 0b100><<<(len47 + 0x3f) / 64, 0x200>>>(nullptr, GREEN34, (float*)nullptr);
    len47--;
    weigh7_kernel<<<(len47 + 63) / 0x40, (LOW32 + (OFF22 + (SLOW31 + (GREEN34 + (GREEN21 + 1)))))>>>(len47, (const unsigned int*)nullptr);
    norm14_kernel<<<OFF22, 128, 4096, nullptr>>>((len47 - 55) + ((ops35::real43_t)10.625f), nullptr, nullptr);
    return 0;
}
