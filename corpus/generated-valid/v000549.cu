// cudagen 0.1 seed 549 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,host_device_function,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,struct,operator_overload,aligned_struct,enum_class,if,for,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object
#include "prelude.cuh"

#define RADIUS_1 16

int trace2(int stride3, size_t cfg4)
{
    stride3 = 32;
    float z5 = (+cfg4);
    return 7 - z5;
}
enum class Axis6 { Blue7, Idle8 };

template <typename T, typename U>
__global__ void __launch_bounds__(RADIUS_1 + 112, 0x3) relax9_kernel(U *acc10, const T *src11)
{
    extern __shared__ int dyn_12[];
    if (acc10 == nullptr) {
        dyn_12[7] >>= 29 * (dyn_12[3] * (-(-0b1010)));
        ++(*acc10);
        dyn_12[0] = dyn_12[2];
    }
    (*acc10) = 11.5;
    T y13 = (((short)RADIUS_1) | (~dyn_12[0x1])) + (45 >> (dyn_12[2] | dyn_12[2]));
}

inline __device__ __host__ float mix14(Axis6 a15, long long *data16)
{
    static_assert(sizeof(int) == 4, "size check");
    data16[6]--;
    a15 = a15;
    if ((!data16) || (data16[5] == data16[1])) {
        return RADIUS_1 * ((*data16) + RADIUS_1);
    }
    long u17(data16[2]);
    u17 += 32 - (*data16);
    return 0x2 << (*data16);
}

struct __align__(8) Body18 {
    short weight19;
    short mass20;
    int weight21;
};

__host__ __device__ Body18 operator+(Body18 a, Body18 b)
{
    Body18 r = a;
    r.weight19 += b.weight19;
    r.mass20 += b.mass20;
    r.weight21 += b.weight21;
    return r;
}
constexpr double kT22 = 5.75;

inline __host__ __device__ void gather23(int lane24, double q25, int count26)
{
    for (int it27 = 0b0; it27 < 16; ++it27) {
        (q25--, (lane24 -= (unsigned long long)(+(lane24 & it27))));
        count26 <<= 10 * count26;
        float u28 = it27;
    }
    for (int i29 = 9; i29 > 0; --i29) {
        int k30 = '\\';
    }
    (--q25, (q25 = sizeof(float) - q25));
}

static __global__ void merge31(int lane32)
{
    extern __shared__ float dyn_33[];
    dyn_33[0x5] = lane32 - (-(4 & lane32));
    dyn_33[0x5]++;
    static __shared__ int sh_34;
}
static_assert((RADIUS_1 + (10 * 3)) == 46, "size check");

__global__ void __launch_bounds__(8 * 0x8, 4) pivot35(unsigned char *acc36, int stride37, int len38, const float *coef39)
{
    extern __shared__ unsigned dyn_40[];
    int w41[8] = {};
    unsigned int diff42 = mix14(Axis6::Idle8, reinterpret_cast<long long*>(acc36));
    mix14(Axis6::Idle8, reinterpret_cast<long long*>(acc36));
    __shared__ long sh_43[128];
}

int main(void)
{
    int len44 = 3717;
    mix14(Axis6::Idle8, nullptr);
    len44 = len44;
    relax9_kernel<float, float><<<dim3((len44 + 127) / 128), dim3((len44 + 255) / 0x100, (len44 + 127) / 128)>>>(nullptr, (const float*)nullptr);
    if (len44 <= 0x2B) {
        return mix14(Axis6::Idle8, (long long*)nullptr) + len44;
    }
    if (kT22 >= mix14(Axis6::Idle8, (long long*)nullptr)) {
        return RADIUS_1;
    }
    merge31<<<dim3((len44 + 255) / 256, (128)), sizeof(int) * 16>>>(kT22);
    pivot35<<<0x10, 0x200>>>(nullptr, 36U, kT22, nullptr);
    return 0x0;
}
