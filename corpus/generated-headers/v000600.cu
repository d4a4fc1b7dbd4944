// cudagen 0.2 seed 600 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,static_host_function,main,shared_var,extern_shared,local_array,if,static_assert,ternary,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_launch,virtual_function,operator_overload_more,alias_template,runtime_api,hdr_cuda_std
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cuda/std/array>
#include <cuda/std/functional>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__device__ double stencil3(int len4)
{
    double res5 = (int)len4;
    res5 = ((len4 + gridDim.y) * 18) >> ((unsigned)res5);
    res5 = static_cast<int>((len4 += -19, res5));
    float e6 = 9.75f;
    (void)e6;
    return int(len4) + static_cast<unsigned int>(3) + 7.875F;
}
struct Shape8 {
    virtual float area() const = 0;
    virtual int sides() const { return 0; }
    virtual ~Shape8() {}
};
struct Square9 final : Shape8 {
    float s;
    explicit Square9(float v) : s(v) {}
    float area() const override { return s * s; }
};
float dispatch7(float x) {
    Square9 k0(x);
    const Shape8 *p = &k0;
    return p->area() + static_cast<float>(p->sides());
}

__global__ void shade10_kernel(unsigned b11)
{
    extern __shared__ char dyn_12[];
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid13;
    dyn_12[7] = (b11 += 33, 26);
    if (b11)
        return;
}
template <typename T> using Ptr15 = T *;
template <typename A, typename B> struct Duo16 { A a; B b; };
template <typename T> using Same17 = Duo16<T, T>;
__device__ int aliased14(int x) {
    Ptr15<int> p = &x;
    Same17<int> d{x, 5};
    return x + *p + d.a + d.b;
}

inline static __device__ void sift18(const double* __restrict__ in19, int count20)
{
    count20 = char(((double)12.5) - ((*in19) - 0x1));
    short q21 = 0x22;
    size_t cnt22 = (q21 += threadIdx.y, (count20 * q21)) * (threadIdx.y + (*in19));
    (void)cnt22;
    q21 = int(-0x20);
    int tmp23 = 53L;
    cuda::std::array<int, 4> lanes24{};
    lanes24[0] = tmp23;
    int total25 = lanes24[0] + static_cast<int>(lanes24.size()) + cuda::std::plus<int>()(lanes24[1], 1);
    (void)total25;
    static_assert((1 << 0x3) == 8, "tile must fit");
}
struct Pair26 {
    int x, y;
    int operator[](int i) const { return i == 0 ? x : y; }
    Pair26 &operator+=(const Pair26 &o) { x += o.x; y += o.y; return *this; }
    Pair26 operator-() const { return Pair26{-x, -y}; }
    Pair26 &operator++() { ++x; return *this; }
    bool operator<(const Pair26 &o) const { return x < o.x; }
    friend bool operator==(const Pair26 &a, const Pair26 &b) { return a.x == b.x && a.y == b.y; }
};
Pair26 operator*(const Pair26 &a, int k) { return Pair26{a.x * k, a.y * k}; }
int ops27(int v) {
    Pair26 a{v, 1};
    Pair26 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

static void check_pack28(int count29)
{
    count29 = count29 - (count29 + (63 - count29));
    auto fn30 = []() -> float {
        static_assert((0x2 * 8) == 0x10, "size check");
        shade10_kernel<<<(2), (256)>>>(0x23);
        return 19.625f;
    };
    fn30();
    count29 = 27;
    shade10_kernel<<<(count29 + 63) / 64, 0x1 << 0x8, 1 << 8, (cudaStream_t)0>>>(count29);
    dim3 hi31 = dim3((count29 + 31) / 0x20, (0x200), (count29 + 31) / 32);
    (void)hi31;
    count29 = 44 - (count29 / count29);
    count29 = count29;
}

int main()
{
    int size32 = 3246;
    long q33[7]{static_cast<long>(sizeof(int)), 38, 6, long(48LL), 58, static_cast<long>(26ll), 0x7L};
    size32 = size32;
    shade10_kernel<<<dim3((1), (size32 + 255) / 0x100), 1 << 0x5>>>('#');
    q33[3] = (q33[size32] > (0x8 * size32)) ? ((size32) >> 8UL) : static_cast<int>(q33[size32] / size32);
    cudaStream_t stream34;
    cudaStreamCreate(&stream34);
    cudaStreamSynchronize(stream34);
    shade10_kernel<<<dim3((size32 + 255) / 256, sizeof(int)), 1 << 7, 256>>>((size32 += q33[1], 48));
    return 0;
}
