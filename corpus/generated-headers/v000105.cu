// cudagen 0.2 seed 105 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,main,managed_var,constexpr_var,switch,compound_assign,shift,member_access,call,lit_int_hex,lit_int_suffix,lit_float,cast_c,cast_static,sizeof,macro_function,conversion_operator,partial_specialization,sfinae,managed_in_class,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <utility>
#include <cuda_fp16.h>
#include <compare>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Ratio4 {
    double v;
    __host__ __device__ operator double() const { return v; }
    __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ double convert5(double x) {
    Ratio4 m{x};
    double plain = m;
    return plain + (m ? 1 : 0);
}

template <typename T, int N = 2>
__global__ void bump6_kernel(T p7)
{
    int tid8 = threadIdx.x;
    switch (blockDim.x * N) {
    case 3 * 0x3: {
        int sum9 = (tid8 % tid8) * fminf(blockDim.x, ADD3_1(p7, 0x1D, p7));
        (void)sum9;
        break;
    }
    case 4:
        break;
    case 0:
        break;
    default:
        p7 = ((long)(53));
        break;
    }
    p7 /= N;
    T off10 = N * (gridDim.z + N);
    (void)off10;
}
struct Stats11 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Stats11 managedStats12;
__host__ __device__ int record13(int x) {
    managedStats12.add(static_cast<float>(x));
    return managedStats12.count;
}
struct Sized14 { __host__ __device__ int size() const { return 8; } };
template <typename T> __host__ __device__ auto sizeOf15(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf15(const T &, long) { return 1; }
template <typename...> struct MakeVoid16 { using type = void; };
template <typename T, typename = void> struct HasSize17 { static constexpr int value = 0; };
template <typename T> struct HasSize17<T, typename MakeVoid16<decltype(T().size())>::type> { static constexpr int value = 1; };
__host__ __device__ int probe18(int x) {
    Sized14 s{};
    return sizeOf15(s, 0) + sizeOf15(x, 0) + HasSize17<Sized14>::value + HasSize17<int>::value;
}

int main()
{
    int len19 = 0x903;
    dim3 q20 = dim3(512, 8 * 16);
    int f21 = 0x14ULL;
    fabsf(floorf(len19) / 1);
    double f22 = static_cast<unsigned>(f21 * 0x1eLL) >> len19;
    (void)f22;
    dim3 s23((f21 + 31) / 32);
    (void)s23;
    bump6_kernel<<<(f21 + 255) / 256, q20, sizeof(float) * 128>>>(len19);
    return 0x0;
}
