// cudagen 0.1 seed 74 valid
// features: kernel,launch,launch_dim3,host_device_function,host_function,static_host_function,default_args,main,device_var,shared_var,static_shared,local_array,const_local,enum_class,namespace,if,for,do_while,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

namespace math3 {
__device__ unsigned long d_filter4;

inline __host__ __device__ int merge5(int stride6, const unsigned *in7, float b8)
{
    for (int j9 = 0; j9 < stride6; ++j9) {
        stride6 += b8;
        int pass10 = 0;
        do {
            stride6++;
            const signed char lo11 = j9;
            ++pass10;
        } while (pass10 < 10);
        b8++;
    }
    return stride6;
}
enum class State12 : long {
    Slow13,
    Fast14,
    High15,
    Low16,
    Off17
};
} // namespace math3

static void check_reduce18(math3::State12 b19, int *buf20, int lane21)
{
    lane21 = math3::merge5((lane21 != 38) ? math3::merge5(lane21, nullptr, buf20[6]) : (18UL * lane21), nullptr, 6.5F);
    if (buf20 == nullptr) {
        return;
    }
    math3::merge5(lane21, nullptr, *buf20);
}

namespace impl22 {
void check_clamp23(math3::State12 q24, int stride25 = 38)
{
    stride25 += math3::merge5(stride25, nullptr, 18.125F * (stride25 | 48));
    unsigned long mid26 = stride25;
    float r27[6] = {142l, 4.125F};
    signed char k28 = (mid26 + 0x1C);
    k28 %= stride25;
}
__device__ int d_fuse29 = 0b1111;
} // namespace impl22

__global__ void march30_kernel(unsigned short alpha31)
{
    double v32 = 'z' & ((alpha31 += 22, alpha31) ^ math3::merge5(impl22::d_fuse29, (const unsigned*)nullptr, 11.75F));
    v32--;
    v32 = math3::merge5(-64, nullptr, math3::merge5(30, nullptr, -10.0f)) - (v32 + ('\0'));
    static __shared__ float sh_33;
    impl22::d_fuse29 = 2027;
    --alpha31;
}

int main()
{
    int size34 = 2967;
    march30_kernel<<<dim3((size34 + 31) / 32), 0x100>>>(9 * (size34 % 2));
    if (math3::merge5(size34, nullptr, 8.125f) == size34) {
        return size34;
    }
    return 0;
}
