// cudagen 0.2 seed 928 valid headers
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,main,constexpr_var,if,if_else,if_init,do_while,static_assert,compound_assign,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,friend_template,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <type_traits>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
static_assert(sizeof(int) == 4, "bad config");
template <typename T> struct Cell6;
template <typename T> __device__ T peek7(const Cell6<T> &b);
template <typename T> struct Cell6 {
    __device__ explicit Cell6(T v) : val(v) {}
    template <typename U> friend __device__ U peek7(const Cell6<U> &b);
    template <typename U> friend struct Spy8;
private:
    T val;
};
template <typename T> __device__ T peek7(const Cell6<T> &b) { return b.val; }
template <typename U> struct Spy8 {
    __device__ static int look(const Cell6<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__device__ int unlock9(int x) {
    Cell6<int> v(x);
    return peek7(v) + Spy8<float>::look(v);
}

static __global__ void count10(unsigned b11, double *__restrict__ acc12, int lane13, int n14)
{
    unsigned i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)i15;
    if (constexpr unsigned int y16 = 58; (threadIdx.x - (0x4 + b11)) <= (19 + b11)) {
        bool lo17 = floorf(1782) < lane13;
        (void)lo17;
    } else {
        float flag18 = -16.5f;
        (void)flag18;
    }
}

int main()
{
    int size19 = 0xfbe;
    int iter20 = 0x0;
    do {
        int hi21 = (size19);
        count10<<<0x100, 32>>>(iter20, (double*)nullptr, (iter20), size19 * (sizeof(int) - hi21));
        constexpr short int h22 = 12;
        (void)h22;
        ++iter20;
    } while (iter20 < 5);
    (size19--, (size19 -= 0b10010));
    return 0;
}
