// cudagen 0.2 seed 766 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,main,constexpr_var,local_array,if,do_while,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_reinterpret,sizeof,macro_object,macro_paste,friend_template,alias_template,variable_template,hdr_vector,hdr_cmath,hdr_cuda_std
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cuda/std/array>
#include <cuda/std/functional>

#define NUM_ITERS_1 3
#define WARPS_2 256
#define BLOCK_SIZE_3 ((2 * (NUM_ITERS_1 + 1)))
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
constexpr int DEPTH6 = NUM_ITERS_1 + 13;
template <class T, class U>
__global__ void probe7(U beta8, const double *__restrict__ src9, U *__restrict__ dst10, double *__restrict__ acc11)
{
    int pass12 = 0;
    do {
        T diff13 = NUM_ITERS_1;
        (void)diff13;
        ++pass12;
    } while (pass12 < 11);
    cuda::std::array<int, 4> lanes14{};
    lanes14[0] = pass12;
    int total15 = lanes14[0] + static_cast<int>(lanes14.size()) + cuda::std::plus<int>()(lanes14[1], 1);
    cuda::std::array<int, 4> lanes16{};
    lanes16[0] = total15;
    int total17 = lanes16[0] + static_cast<int>(lanes16.size()) + cuda::std::plus<int>()(lanes16[1], 1);
    (*acc11) += (-21.5f);
    total15 %= ~(total17 >> (9UL * total17));
    short int off18{27};
    (void)off18;
}
template <typename T> using Ptr20 = T *;
template <typename A, typename B> struct Duo21 { A a; B b; };
template <typename T> using Same22 = Duo21<T, T>;
template <typename T> constexpr T kScale23 = T(7);
template <typename T> constexpr int kSize24 = static_cast<int>(sizeof(T)) * 1;
__host__ __device__ int aliased19(int x) {
    Ptr20<int> p = &x;
    Same22<int> d{x, 7};
    return x + *p + d.a + d.b + kSize24<double> + static_cast<int>(kScale23<float>);
}
__host__ __device__ float norm25(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__host__ __device__ float norm26(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
template <typename T> struct Cell27;
template <typename T> __device__ T peek28(const Cell27<T> &b);
template <typename T> struct Cell27 {
    __device__ explicit Cell27(T v) : val(v) {}
    template <typename U> friend __device__ U peek28(const Cell27<U> &b);
    template <typename U> friend struct Spy29;
private:
    T val;
};
template <typename T> __device__ T peek28(const Cell27<T> &b) { return b.val; }
template <typename U> struct Spy29 {
    __device__ static int look(const Cell27<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__device__ int unlock30(int x) {
    Cell27<int> v(x);
    return peek28(v) + Spy29<float>::look(v);
}
int main()
{
    int n31 = 1'613;
    static_assert(sizeof(int) == 4, "tile must fit");
    std::vector<double> vec32(static_cast<size_t>(n31) % 64 + 1);
    vec32.push_back(static_cast<double>(1));
    vec32[0] = static_cast<double>(n31);
    double *ptr33 = vec32.data();
    int count34 = static_cast<int>(vec32.size());
    (void)count34;
    if (n31 < DEPTH6) {
        return '0';
    }
    int s35[4]{7, 26, 1041U, 1971l};
    (void)s35;
    --n31;
    float w36 = (44);
    (void)w36;
    probe7<long, unsigned><<<sizeof(int) * 32, sizeof(int) * 32, sizeof(int) * (kSize24<int> + 1020)>>>(kSize24<char>, ptr33, reinterpret_cast<unsigned*>(ptr33), nullptr);
    return 0;
}
