// cudagen 0.1 seed 2071 valid
// features: kernel,kernel_static,launch,launch_shared_mem,host_function,main,device_array,shared_var,extern_shared,constexpr_var,enum,enum_class,typedef,anon_namespace,if,for,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define WARPS_2 (128)
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6
#ifdef USE_FAST_PATH_6
#define TUNE_7 5
#else
#define TUNE_7 18
#endif
enum Axis8 : long { BLUE9, IDLE10 = 5, LOW11 = 7 };
__global__ void drift12(int stride13) {
    stride13--;
    stride13 = -17;
    Axis8 lo14 = BLUE9;
    int q15 = WARPS_2 + lo14;
}
__device__ long d_scale16[16] = {0x9l, -2510};
__global__ void sift17(char *out18, const int *coef19, int lane20) {
    int acc21 = lane20;
    short x22 = coef19[4] + acc21;
}
enum Level23 : long { FAST24, ADD25, BLUE26 };
namespace {
enum class Color27 : unsigned int { High28, Low29 = 6 };
} // namespace
typedef double *ptr30_t;
int host_pack31(float b32) {
    Level23 idx33 = FAST24;
    for (int j34 = 0; j34 < 13; j34 += 2) {
        for (int j35 = 0; j35 < 4; ++j35) {
            constexpr float base36 = 2.625f;
            const char *z37 = "kernel\n" "_tail";
            b32 += base36;
        }
    }
    b32 /= MOD8_3(idx33) % idx33;
    return b32 + 19 + ((0x37 - idx33) / 51);
}
static __global__ void apply38_kernel(Color27 p39) {
    extern __shared__ double dyn_40[];
    __shared__ float sh_41;
    unsigned f42 = 10ull;
    double w43((float)(-14.875f));
}
int main() {
    int size44 = 3209;
    size44 = host_pack31(host_pack31(size44 / size44));
    host_pack31((size44 - 47) - size44);
    if ((size44 + 47) >= size44) {
        return size44 * 12;
    }
    if (!(size44 != size44)) {
        return host_pack31(24.5f) / (4678u * size44);
    }
    size44 |= -MOD8_3(size44 + size44);
    drift12<<<(size44 + 127) / 128, (512)>>>(-58);
    sift17<<<(size44 + 0x1f) / 32, LOW11 + (BLUE26 + 55), 0x0>>>(nullptr, nullptr, size44 % (size44 - size44));
    apply38_kernel<<<(size44 + 255) / 256, NUM_ITERS_1 + (ADD25 + 122)>>>(Color27::High28);
    return 0;
}
