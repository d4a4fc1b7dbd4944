// cudagen 0.1 seed 1807 valid
// features: kernel,kernel_static,launch,builtin_vars,device_function,device_forceinline,host_device_function,host_function,constexpr_function,main,constexpr_var,local_array,const_local,struct,struct_template,enum,enum_class,if,if_init,for,static_assert,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,alignof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SQR_2(x) ((x) * (x))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 48
#endif
#if (TUNE_6 * 2) >= 10 && TUNE_6 != 0
#define CONFIG_7 7
#else
#define CONFIG_7 12
#endif
static __global__ void lerp8(const size_t *in9, float *out10, int stride11, int count12)
{
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid13 >= stride11) {
        return;
    }
    out10[0x7] = 8.875f;
    unsigned int s14 = *out10;
    bool u15{false};
    int h16[5] = {};
    stride11 = (+HALF_1(stride11)) - 43u;
}
enum Level17 { RED18, OFF19 };
enum State20 {
    BUSY21,
    SLOW22,
    BLUE23 = 7,
    GREEN24 = 12,
    LOW25
};
__device__ __forceinline__ unsigned int rank26(int lane27)
{
    long long tmp28(lane27);
    if (tmp28 != CAT_4(lane, 27)) {
        for (int n29 = 0, j30 = lane27; n29 < j30; (++n29, (--j30))) {
            if (int z31 = 41L; 45 >= blockIdx.y) {
                z31 = ((int)lane27) * (tmp28 % 5);
                int mid32 = z31;
            }
        }
        if (tmp28 == 41L) {
            return static_cast<size_t>(blockIdx.x);
        }
    }
    return 15u;
}
__host__ void host_trace33(int stride34, const float *coef35)
{
    --stride34;
    int prod36 = alignof(char);
}
constexpr __host__ __device__ int weigh37(int len38)
{
    return HALF_1((len38 + len38) - len38);
}
template <typename T>
struct Span39 {
    T weight40, hi41;
    int lo42;
    __host__ __device__ T norm43() const
    {
        return CAT_4(weight, 40) - SQR_2(CAT_4(lo, 42));
    }
};
enum class Phase44 : long { Idle45 = 1, Mul46, Add47, Low48 };
__device__ double clamp49(const size_t *coef50)
{
    static_assert(sizeof(int) == 0x4, "tile must fit");
    Span39<long> w51 = {3824, static_cast<long>(LOW25), static_cast<int>(*coef50)};
    const float base52 = (w51.weight40 += 0x24, LOW25);
    if (coef50 != nullptr) {
        Phase44 idx53 = Phase44::Low48;
        Span39<long> q54 = Span39<long>{-0x1341, static_cast<long>(CAT_4(base, 52)), static_cast<int>(CAT_4(base, 52))};
        unsigned long long stride55 = (double)base52;
    }
    return ((base52 + OFF19) * (-(-17.25))) + (coef50[threadIdx.z] + coef50[threadIdx.y]);
}
int main()
{
    int size56 = 02406;
    lerp8<<<(SLOW22 + 1) * (SLOW22 + SLOW22), 64>>>((const unsigned long*)nullptr, nullptr, 62LL, SQR_2(size56));
    size56 = (size56 * 61) + ' ' + (11ul + size56);
    return 0b0;
}
