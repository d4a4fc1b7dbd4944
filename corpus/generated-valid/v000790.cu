// cudagen 0.1 seed 790 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,constant_var,constexpr_var,local_array,auto_var,enum,namespace,nested_namespace,if,if_init,while,do_while,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,sizeof,alignof,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 16
#else
#define TUNE_3 35
#endif

#if TUNE_3 > 109
#define CONFIG_4 3
#else
#define CONFIG_4 22
#endif
#undef TUNE_3
#define TUNE_3 24
static_assert((2 * 5) == 10);

constexpr int check_scale5(int len6, long long beta7)
{
    long t8 = ((TUNE_3 - beta7) / (len6 * beta7));
    constexpr long t9 = 54;
    return 0b1000 / (len6 + t8);
}

static __global__ void clamp10_kernel(double *__restrict__ buf11, float *buf12, int *buf13)
{
    int i14 = threadIdx.x;
    if ((52 > (i14 * 042u)) && ((i14 - 530ul) & 1)) {
        buf11[5] = 11.875;
        (*buf12) -= blockIdx.x;
        buf12[0] *= buf12[warpSize];
    }
    unsigned short u15[4] = {};
}
enum Color16 { HIGH17, FAST18, MUL19 = 5, ADD20 = 10 };
__constant__ int c_accum21 = 11;

namespace detail22::sub23 {
__global__ void smooth24_kernel(int *out25, Color16 a26, double *__restrict__ out27)
{
    int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (!(a26 == FAST18)) {
        return;
    }
    out25[c_accum21 & 7]--;
    unsigned int t29[4] = {33, 56, 2710U};
}
enum Kind30 : unsigned char {
    IDLE31 = 3,
    MUL32 = 7,
    LOW33 = 13,
    BUSY34 = 18,
    LOW35
};
} // namespace detail22::sub23

namespace detail36::inner37 {
float host_stencil38(int n39, int len40)
{
    if (len40 != check_scale5(n39, n39)) {
        return len40 - 14.625f;
    }
    if (int x41 = ((len40 << 3U) / check_scale5(n39, -22)); (check_scale5(len40, CAT_1(len, 40)) == 9) && (len40 > (x41 | 2))) {
        ++n39;
        int pass42 = 0;
        while ((pass42 < 5) && (CAT_1(n, 39) >= n39)) {
            int val43 = sizeof(unsigned int);
            ++pass42;
        }
        x41 = pass42;
    }
    return detail22::sub23::MUL32 + check_scale5(len40, len40 + len40);
}

__global__ void __launch_bounds__(1 << 8) pivot44_kernel(char q45)
{
    auto off46 = 40U;
    bool sum47 = 0 * ((threadIdx.x >> q45) - float(off46));
    ++q45;
    detail22::sub23::Kind30 hi48 = detail22::sub23::LOW33;
    q45 = c_accum21;
}
} // namespace detail36::inner37

void run_warp49(const float *__restrict__ input50, long *buf51)
{
    if (constexpr int sum52 = 25; (input50[0] >= sum52) && ((39 == (*buf51)) || ((*input50) < alignof(char)))) {
        if (buf51 != nullptr) {
            return;
        }
        unsigned int off53 = check_scale5(check_scale5(buf51[1] - (*input50), ((*buf51) == sum52) ? 654u : (*buf51)), sum52);
        --buf51[off53];
    }
    buf51[4] = *buf51;
    buf51[2] = 'a';
}

int main()
{
    int count54 = 02742;
    int w55 = 0;
    do {
        detail22::sub23::smooth24_kernel<<<dim3(4 * 0b10000, (count54 + 255) / 256), dim3(MUL19 + (MUL19 + 6), 1 << (FAST18 + (FAST18 + 1)), FAST18), 0, 0>>>(&count54, FAST18, nullptr);
        ++w55;
    } while (w55 < count54);
    count54 <<= 6;
    count54 = count54;
    clamp10_kernel<<<(w55 + 255) / 0400, (FAST18 + 15) * (ADD20 + (FAST18 + (detail22::sub23::IDLE31 + 2)))>>>(nullptr, nullptr, nullptr);
    detail36::inner37::pivot44_kernel<<<dim3(FAST18 + (ADD20 + (detail22::sub23::LOW35 + 98)), 1), 64, 0>>>(detail36::inner37::host_stencil38(w55, alignof(float)) + detail36::inner37::host_stencil38(count54, CAT_1(count, 54)));
    return 0;
}
