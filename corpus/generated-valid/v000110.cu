// cudagen 0.1 seed 110 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,launch,device_function,host_device_function,device_template_function,constexpr_function,main,constexpr_var,struct,operator_overload,enum,if,if_else,while,goto,static_assert,ternary,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,macro_object,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 5
#define RADIUS_2 3
#define WARPS_3 256
#if RADIUS_2 > 1
#define CONFIG_4 4
#elif RADIUS_2 < 0
#error unreachable configuration
#else
#define CONFIG_4 22
#endif
constexpr __host__ __device__ int bias5(int stride6) {
    stride6 = stride6;
    return stride6;
}
enum Mode7 { RED8, HIGH9, SLOW10 };
struct Bounds11 {
    int flag12;
    float vel13;
    unsigned x14;
};
inline __host__ __device__ Bounds11 operator+(Bounds11 a, Bounds11 b) {
    Bounds11 r = a;
    r.flag12 += b.flag12;
    r.vel13 += b.vel13;
    r.x14 += b.x14;
    return r;
}
extern "C" __global__ void pack15_kernel(int lane16, int count17, double p18) {
    unsigned long long r19 = 62;
    lane16--;
    lane16 = bias5(lane16 * 17) / r19;
    constexpr unsigned short acc20 = 8;
    if (2 > (lane16)) {
        goto skip22;
    }
    if (bias5(p18 - count17) < TILE_DIM_1) {
        Bounds11 s21 = Bounds11{lane16, 12.625f, unsigned(3828)};
        r19 = 833;
    } else {
    }
skip22:;
}
template <typename T, int N = 5>
__global__ void merge23_kernel(T* acc24) {
    if (((acc24[0] < sizeof(T)) ? (*acc24) : 61) < 3) {
        goto finish25;
    }
    if (((*acc24) * N) != 57U) {
        acc24[3] = N;
        acc24[2] = N;
    } else if (acc24 == nullptr) {}
finish25:;
}
template <class T, int N = 8>
__device__ void scatter26(T beta27) {
    T base28 = short(TILE_DIM_1);
    int iter29 = 0;
    while ((iter29 < iter29) && (!(base28 == beta27))) {
        beta27 = (7) % (iter29 * iter29);
        bias5(bias5(beta27));
        ++iter29;
    }
}
struct Acc30 {
    int x31;
    int count32;
    int hi33;
};
int main(void) {
    int len34 = 3734;
    constexpr unsigned idx35 = 4431ull;
    static_assert((17 * SLOW10) > 33, "tile must fit");
    pack15_kernel<<<(len34 + 077) / 64, 256>>>(bias5(bias5(len34)), idx35, RADIUS_2);
    merge23_kernel<double, 6><<<(len34 + 255) / 256, CONFIG_4 + 124>>>(nullptr);
    return 0;
}
