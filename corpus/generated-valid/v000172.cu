// cudagen 0.1 seed 172 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,host_device_function,host_function,constexpr_function,main,managed_var,shared_var,extern_shared,constexpr_var,local_array,enum,enum_class,namespace,if,if_else,if_init,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define CHUNK_2 256
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if BLOCK_SIZE_1 == 128
#define CONFIG_6 1
#else
#define CONFIG_6 14
#endif

__global__ void __maxnreg__(64) fuse7_kernel(float cfg8, long *dst9, int stride10, int stride11)
{
    extern __shared__ float dyn_12[];
    --cfg8;
    if (stride11 >= stride11) {
        dyn_12[stride11] = (dst9 != nullptr) ? stride10 : (stride11 * MAX2_3(dyn_12[0x1], cfg8));
        if (float u13(((dst9 != nullptr) ? ((*dst9) >> 3) : MAX2_3(stride10, 0x27)) * stride11); ((u13 * 48) == 8) || (cfg8 <= static_cast<unsigned int>(dst9[stride11]))) {
            stride10 = 0x38u ^ (dyn_12[7] += -16.875f, 38);
            stride11 = stride11 >> (stride11 += 44, stride11);
        }
    } else if ((dyn_12[6] != 39) || ((dst9 != nullptr) || (stride11 <= 39u))) {
        ++stride10;
    }
}

namespace ops14 {
enum class Kind15 { Blue16 = 3, Add17 };
} // namespace ops14

float host_drift18(float p19, int *__restrict__ dst20)
{
    if ((244 ^ dst20[2]) > dst20[3]) {
        if (float u21 = 3867; (*dst20) >= u21) {
            p19 = static_cast<float>(p19) + (*dst20);
        } else if (p19 <= (u'A' * (*dst20))) {
            ++u21;
            fuse7_kernel<<<64, BLOCK_SIZE_1>>>(p19 + (36ULL & (*dst20)), nullptr, dst20[5] | BLOCK_SIZE_1, 626 * u21);
        } else {
        }
    }
    return CONFIG_6;
}
enum Phase22 { RED23 = 3, FAST24 };

template <typename T, int N>
__global__ void shade25_kernel(const T *__restrict__ input26, int count27)
{
    float t28[2] = {6.625F, 3.0F};
    count27--;
    ++count27;
    Phase22 t29 = FAST24;
}
__managed__ unsigned m_split30[4] = {'#', 0x26};

constexpr __host__ __device__ int march31(int count32)
{
    count32 = count32;
    return (count32 += CONFIG_6, count32);
}

int main()
{
    int len33 = 2'843;
    const float *m34 = nullptr;
    unsigned short k35(len33 + 14 + 47);
    const char *e36 = "a\tb";
    Phase22 s37 = RED23;
    k35 = static_cast<unsigned int>(45L * len33) & march31(m34[5]);
    shade25_kernel<int, 1><<<512, 32>>>((const int*)nullptr, march31(k35) / RED23);
    return 0;
}
