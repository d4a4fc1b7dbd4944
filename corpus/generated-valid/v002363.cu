// cudagen 0.1 seed 2363 valid
// features: kernel,maxnreg,launch,launch_dim3,host_device_function,host_function,constexpr_function,default_args,main,constexpr_var,local_array,enum,typedef,namespace,if,if_init,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define TILE_DIM_2 4
#define NUM_ITERS_3 4
#define MOD8_4(x) ((x) % 8)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#if TILE_DIM_2 == 4
#define CONFIG_7 6
#else
#define CONFIG_7 21
#endif

namespace util8 {
inline int host_warp9(float b10, int len11, int count12) {
    if (static_cast<float>(0.75f) < ((len11 + count12) * (len11 - 0xCU))) {
        int sum13[3]{count12, 0x3UL, 52};
    }
    int sum14 = b10;
    float r15{5.0f};
    dim3 hi16 = dim3((count12 + 127) / 0x80);
    return TILE_DIM_2;
}

__global__ void __maxnreg__(64) accum17_kernel(int *buf18, float b19) {
    b19 = (('\n' * buf18[5]) & (0x3al * buf18[6])) * 6.0f;
    b19 = '\?';
    b19 = *buf18;
    int k20 = static_cast<int>(0x9);
}
} // namespace util8

__host__ __device__ void probe21(int lane22, int stride23, int len24 = -36) {
    if (constexpr unsigned char r25 = CONFIG_7 + 31; lane22 < (stride23 >> 2)) {
        stride23 = len24;
    }
    stride23 = TILE_DIM_2;
    if (!len24) {
        return;
    }
    if ((lane22 & 0x1) && (lane22 == 26l)) {
        return;
    }
    int val26 = NUM_ITERS_3;
    constexpr float stride27 = 16u;
}

__global__ void update28_kernel(const float *in29, float *dst30, float cfg31, int n32) {
    (cfg31++, (cfg31 = 10.25f));
    (*dst30) = unsigned(in29[0x1]) + CONFIG_7;
    (*dst30) = 41L >> ((n32 % sizeof(short)) | 8);
}
enum Phase33 { BUSY34, HIGH35, ON36 = 7, IDLE37 };
typedef size_t *ptr38_t;

constexpr int check_fold39(int lane40, float q41) {
    q41 = lane40 % sizeof(long);
    return lane40;
}

int main() {
    int size42 = 789;
    size42 = ((52U + size42) != size42) ? HIGH35 : (((size42 > size42) ? 13 : size42) | check_fold39(size42, size42));
    float f43 = HIGH35;
    util8::accum17_kernel<<<sizeof(int) * BLOCK_SIZE_1, 32 * (HIGH35 + (HIGH35 + 0x2))>>>(&size42, MOD8_4(size42));
    Phase33 z44 = ON36;
    util8::host_warp9(57, MOD8_4(size42), HIGH35);
    update28_kernel<<<dim3(NUM_ITERS_3, (size42 + 63) / 64, (size42 + 255) / 256), 0x1 << (TILE_DIM_2 + (HIGH35 + (HIGH35 + (HIGH35 + HIGH35))))>>>(&f43, &f43, size42, CONFIG_7);
    return 0;
}
