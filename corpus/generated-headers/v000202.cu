// cudagen 0.2 seed 202 valid headers
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,host_device_function,main,shared_var,shared_2d,constexpr_var,auto_var,const_local,if,if_else,if_init,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,macro_paste,pp_ifdef,pp_if,comments,union,union_anonymous,bit_field,designated_init,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 61
#endif

#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 3
#else
#define CONFIG_6 15
#endif
struct Packed7 {
    unsigned int f0 : 11;
    unsigned : 0;
    int f1 : 5;
    short f2 : 2;
    signed int f3 : 4;
    unsigned short f4 : 9;
    bool on : 1;
};
__host__ __device__ int pack8(int x) {
    Packed7 b{};
    b.f0 = static_cast<unsigned>(x) & 2047u;
    b.f1 = 9;
    b.f2 = 0;
    b.f3 = 4;
    b.f4 = static_cast<unsigned>(x) & 511u;
    b.on = x > 2;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4) + (b.on ? 1 : 0);
}

__host__ __device__ void scale9(float b10, float p11)
{
    const float tmp12 = CAT_3(p, 11);
    (void)tmp12;
    char f13 = fabsf(1);
    (void)f13;
}
struct Pun14 {
    int tag;
    union {
        int i;
        float f;
    };
};
float use15(int x) {
    Pun14 v{};
    v.tag = x;
    if (x > 2) {
        v.f = 3.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}
struct Spec16 { int x; int y; };
int configured17(int v) {
    Spec16 a{.x = v, .y = v};
    Spec16 b{.y = 6};
    Spec16 d = {.x = 5};
    return static_cast<int>(a.x) + static_cast<int>(b.y) + static_cast<int>(d.x);
}
/* NOTE: keep in sync with the host reference. */

inline __device__ __host__ int smooth18(float beta19, int count20, const float* src21)
{
    if (float y22 = beta19 * 0b10110UL; !(!(src21[count20] != 0x40))) {
        if (count20) {
            count20 = fabsf(floorf(3.375F));
            if (beta19 == TUNE_5) {
                return 4111U + beta19 + (beta19 * TUNE_5);
            }
        }
    } else {
    }
    return src21[count20] + ((51ul ^ count20) - (sizeof(float) / count20));
}

static __global__ void __maxnreg__(32) kick23(int n24, long beta25, int lane26, int* out27)
{
    __shared__ int sh_28[0x8][7];
    auto lo29 = ~((n24 % sh_28[beta25][lane26]) ^ 44l);
    (void)lo29;
}

int main()
{
    int n30 = 3059;
    auto m31 = 3479UL;
    m31 = sqrtf(n30);
    kick23<<<dim3((TUNE_5 + (CONFIG_6 + 436)), 1, 0x1), 64 * 8, sizeof(double) * 128>>>(0U / static_cast<unsigned char>(m31), n30 | (n30 - 0b10111), alignof(char) & m31, static_cast<int*>(nullptr));
    return 0x0;
}
