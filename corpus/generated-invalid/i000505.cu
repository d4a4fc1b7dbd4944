// cudagen 0.1 seed 505 invalid:private_member_access
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,device_template_function,host_function,main,shared_var,constexpr_var,const_local,enum_class,if,if_else,switch,static_assert,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

template <class T, int N>
inline __host__ __device__ float accum2(T *data3, const unsigned int *__restrict__ input4, T *buf5)
{
    const unsigned int w6 = (T)(*buf5);
    data3[w6 & 7] = 36l | (CAT_1(w, 6) * N);
    return 5.75f;
}
enum class Phase7 : unsigned char { Red8, Green9 };

template <typename T>
__global__ void bump10(T a11, const double *__restrict__ src12, int *__restrict__ buf13)
{
    if ((src12[0] * 0xfull) != (buf13[2] ^ buf13[0b110])) {
        Phase7 acc14 = Phase7::Green9;
        Phase7 x15 = acc14;
    }
    a11 = 36;
    __shared__ float sh_16[256];
}

template <typename T, int N>
__global__ void rank17(const T *input18, const int *input19, int len20)
{
    len20 = N;
    accum2<long, 7>(nullptr, nullptr, nullptr);
    if (CAT_1(len, 20) == (input19[0x3] + N)) {
        len20 = accum2<double, 5>(nullptr, nullptr, nullptr) - input18[0];
    } else {
        (++len20, (len20 = 0b11110ul));
        T e21 = N << (input19[len20] + N);
    }
    accum2<float, 3>(nullptr, (const unsigned int*)nullptr, (float*)nullptr);
}

int apply22(int len23, Phase7 p24, Phase7 cfg25)
{
    dim3 lim26 = dim3((len23 + 0x3F) / 0x40, 1);
    const unsigned int idx27 = (len23 += 0x35, (accum2<double, (2 * 2)>(nullptr, static_cast<const unsigned int*>(nullptr), (double*)nullptr) + (len23 += CAT_1(len, 23), len23)));
    p24 = Phase7::Red8;
    ++len23;
    len23--;
    return accum2<float, (2 * 4)>(nullptr, static_cast<const unsigned int*>(nullptr), (float*)nullptr);
}
#define DEFINE_MAP_KERNEL_28(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_28(map_pack29, double)
DEFINE_MAP_KERNEL_28(map_grow30, double)

__global__ void tally31(const unsigned *coef32)
{
    double mid33 = 54ul << ((unsigned char)accum2<float, (2 * 2)>(nullptr, coef32, nullptr));
}

__global__ void __launch_bounds__(0b1000000) sift34_kernel(const float *__restrict__ input35, char beta36)
{
    switch (beta36) {
    case 1 << 0b1:
        break;
    case 3:
        break;
    default:
        beta36 = 0x7FLL;
        break;
    }
    beta36 = (accum2<double, 0x4>(nullptr, nullptr, (double*)nullptr) * (sizeof(int) + input35[0b11]));
    beta36 = 19u;
    static_assert(2 > 1, "expected value");
}
class Counter38 {
    int count_;
public:
    Counter38(int c) : count_(c) {}
    int get() const { return count_; }
};

int main()
{
    int count37 = 832;
    Counter38 counter39(count37);
    count37 = counter39.count_;
    (--count37, (count37 = (unsigned short)(2UL % CAT_1(count, 37))));
    count37 = apply22(count37 + accum2<float, 7>(static_cast<float*>(nullptr), nullptr, static_cast<float*>(nullptr)), Phase7::Red8, Phase7::Red8);
    sift34_kernel<<<2, 256, 0>>>(nullptr, (-count37) * apply22(1668, Phase7::Red8, Phase7::Red8));
    count37 = (short(count37) >> apply22(57UL, Phase7::Green9, Phase7::Red8)) % 64;
    bump10<<<(512), 01000>>>(4.0, (const double*)nullptr, &count37);
    rank17<unsigned, ((7))><<<dim3(0b10000, (count37 + 255) / 0x100), (64)>>>(nullptr, nullptr, 0x18 * count37);
    map_pack29<<<(count37 + 63) / 64, 010 * 8>>>(nullptr, count37);
    return 0;
}
