// cudagen 0.1 seed 2251 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,host_function,default_args,main,shared_var,shared_2d,static_shared,local_array,const_local,struct,struct_methods,operator_overload,enum_class,if,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,cast_c,cast_functional,cast_static,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
__device__ __forceinline__ void kick3(const int *in4, const int *__restrict__ in5, int *__restrict__ out6) {
    static_assert(sizeof(int) == 4, "tile must fit");
    (*out6) |= ((*in4) - (1657 + out6[gridDim.x & 0x7])) - 36;
    ++out6[2];
    long long k7[8]{8ll, 2348, static_cast<long long>(53UL), 19, 2U, 8ll, static_cast<long long>(*out6), static_cast<long long>(53l)};
}
struct Pixel8 {
    unsigned long long z9;
    unsigned int val10;
    float mass11;
    int hi12;
    __host__ __device__ void scale13(float tmp14) {
        const int off15 = val10;
        Pixel8 diff16{53, val10, 20.875f, -56};
    }
};
inline __host__ __device__ Pixel8 operator+(Pixel8 a, Pixel8 b) {
    Pixel8 r = a;
    r.z9 += b.z9;
    r.val10 += b.val10;
    r.mass11 += b.mass11;
    r.hi12 += b.hi12;
    return r;
}
enum class Color17 : long {
    Busy18,
    Low19,
    High20,
    High21 = 4,
    Blue22 = 10
};
__global__ void __launch_bounds__(32, 2) scatter23(int count24) {
    int i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ int sh_26[5][17];
    const int v27 = HALF_2((i25));
    ++count24;
}
template <typename T, int N>
__global__ void __launch_bounds__((0x100)) grow28(T q29, int len30) {
    T h31 = ((len30 * 24U) - (len30 - N)) % (45);
    static_assert(0x11 > 16, "bad config");
    Color17 f32 = Color17::High20;
    if (h31 != h31)
        return;
    h31 = long(MIN2_1(len30, q29)) | 7;
    f32 = Color17::High20;
    h31 = HALF_2((len30) % N);
}
unsigned char host_mix33(int *dst34, int stride35, int lane36 = 22L) {
    Pixel8 lim37 = {0x5ULL, 2U, 1.0f, 40u};
    grow28<int, ((8))><<<(stride35 + 31) / 32, dim3((lane36 + 127) / 128, (4), (stride35 + 31) / 32)>>>(((float)24.75F) * (stride35 += 19lu, 16), int(-1));
    dim3 res38 = dim3((lane36 + 63) / 64, 1);
    scatter23<<<0x10, 128>>>(((lane36 * 16lu) <= 17) ? dst34[lane36 & 7] : (1497));
    ++lane36;
    dst34[6] &= 38;
    return lim37.mass11;
}
int main() {
    int len39 = 0xdcb;
    grow28<long, 0x3><<<(len39 + 255) / 0x100, 256>>>(5 + (len39 ? len39 : len39), 16);
    grow28<long, 1><<<dim3(1, (len39 + 255) / 256), dim3((len39 + 255) / 256)>>>(~(~len39), (57 + len39) - (5 + len39));
    return 0;
}
