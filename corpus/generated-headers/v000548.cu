// cudagen 0.2 seed 548 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,main,device_var,constexpr_var,auto_var,if,if_else,if_init,goto,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,sizeof,alignof,lambda,macro_object,macro_paste,pp_ifdef,pp_if,friend_template,sfinae,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <tuple>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define BLOCK_SIZE_1 3
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 50
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 6
#else
#define CONFIG_5 23
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void bump7_kernel(int stride8)
{
    if (int cnt9 = stride8; cosf(stride8) >= stride8) {
        auto cnt10 = -sqrtf((float)cnt9);
        (void)cnt10;
    } else if (stride8 - alignof(char)) {
        --cnt9;
        cnt9 = floorf(fminf(22.0f + cnt9, (unsigned int)sizeof(int)));
        stride8 = TUNE_4;
    } else {
    }
}
__device__ int d_sweep11;
struct Sized12 { __host__ __device__ int size() const { return 6; } };
template <typename T> __host__ __device__ auto sizeOf13(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf13(const T &, long) { return 1; }
__host__ __device__ int probe14(int x) {
    Sized12 s{};
    return sizeOf13(s, 0) + sizeOf13(x, 0);
}

__global__ void apply15_kernel(unsigned int *dst16, int lane17, double q18)
{
    if (d_sweep11 < lane17) {
        goto done19;
    }
    q18 = d_sweep11 ^ probe14(probe14(0b10000));
    if (CONFIG_5 >= lane17) {
        dst16[0b1]--;
        q18 = (d_sweep11 += 0x9L, (3252lu | (d_sweep11 + lane17)));
    } else {
    }
done19:;
}
template <typename T> struct Cell20;
template <typename T> T peek21(const Cell20<T> &b);
template <typename T> struct Cell20 {
    explicit Cell20(T v) : val(v) {}
    template <typename U> friend U peek21(const Cell20<U> &b);
    template <typename U> friend struct Spy22;
private:
    T val;
};
template <typename T> T peek21(const Cell20<T> &b) { return b.val; }
template <typename U> struct Spy22 {
    static int look(const Cell20<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
int unlock23(int x) {
    Cell20<int> v(x);
    return peek21(v) + Spy22<float>::look(v);
}

int main()
{
    int n24 = 1524;
    unlock23(sqrtf(n24 - 25));
    auto lam26 = [](double flag25) -> unsigned {
        ceilf((int)(sizeof(float) / CAT_2(flag, 25)));
        return 22;
    };
    (void)lam26;
    const char *val27 = "ok";
    if (probe14(n24) <= (+n24)) {
        n24 = probe14(val27[0x0]);
    } else if (sinf(n24) >= ((unsigned int)0x18L))
        n24--;
    bump7_kernel<<<(n24 + 255) / 256, dim3((n24 + 31) / 32), BLOCK_SIZE_1 + (TUNE_4 + (TUNE_4 + 3993))>>>(unlock23(52) | 5);
    apply15_kernel<<<dim3(BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 506), 1 << (CONFIG_5 + 2), (n24 + 63) / 64), (01000)>>>(nullptr, ceilf(fminf(5.25f, 0x27lu)), 39);
    return 0;
}
