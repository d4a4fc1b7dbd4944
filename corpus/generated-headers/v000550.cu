// cudagen 0.2 seed 550 valid headers
// features: kernel,launch,launch_shared_mem,host_function,main,shared_var,extern_shared,constexpr_var,enum,enum_class,if,for,do_while,static_assert,ternary,bitwise,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_statement,variadic_template,pack_expansion,if_constexpr,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
inline double fold5() { return 0.0; }
template <typename T, typename... Rest>
double fold5(T first, Rest... rest) {
    return static_cast<double>(first) + fold5(rest...);
}
template <typename... Ts>
int count6(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
int spread8(int x) {
    return static_cast<int>(fold5(x, 5.5f, 5u)) + count6(x, x, 1.0) + count6(static_cast<long>(x), 5);
}
enum class Op9 { Off10 = 3, Add11 };
enum Mode12 {
    FAST13 = 1,
    IDLE14,
    GREEN15,
    HIGH16,
    ON17
};
static_assert(0x2b == 0x2b, "bad config");

__global__ void sweep18(const double *in19, const unsigned int *coef20, int count21, const unsigned char *input22) {
    extern __shared__ long dyn_23[];
    if ((dyn_23[count21 & 0x7] % HIGH16) <= 12) {
        for (int n24 = count21; n24 > 0; --n24) {
            count21 = ((dyn_23[count21 & 7] < static_cast<int>(coef20[count21 & 0x7])) || (4 >= (*in19))) ? (*coef20) : ((coef20[3] - (*input22)) * ((float)alignof(char)));
            Mode12 e25 = ON17;
            (void)e25;
            if constexpr (sizeof(long) == 8) {
                double q26{24.125};
                (void)q26;
            }
        }
    }
}

unsigned long long fuse27(double *data28, int count29) {
    if (count29 < count29) {
        count29 = +(*data28);
    }
    fminf(ON17, count29);
    constexpr double mid30 = 3919U;
    return (11 + count29) % spread8(mid30);
}

int main() {
    int n31 = 4002;
    for (int it32 = n31; it32 > 0x0; --it32) {
        int pass33 = 0;
        do {
            cosf(sinf(+it32));
            ++pass33;
        } while ((pass33 < 0xC) && ((int)pass33));
    }
    if ((n31 - 57) != n31) {
        return n31;
    }
    n31 = static_cast<float>(1l);
    sweep18<<<GREEN15 + 125, 64, sizeof(float) * 0200>>>((const double*)nullptr, nullptr, sizeof(double), static_cast<const unsigned char*>(nullptr));
    return 0;
}
