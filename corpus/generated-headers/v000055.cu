// cudagen 0.2 seed 55 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,managed_var,constexpr_var,if,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,member_access,array_index,call,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_static,alignof,lambda,lambda_init_capture,lambda_generic,macro_object,macro_paste,macro_statement,comments,bit_field,nttp_auto,alias_template,managed_in_class,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>

#define RADIUS_1 5
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> using Ptr6 = T *;
template <typename A, typename B> struct Duo7 { A a; B b; };
template <typename T> using Same8 = Duo7<T, T>;
__host__ __device__ int aliased5(int x) {
    Ptr6<int> p = &x;
    Same8<int> d{x, 4};
    return x + *p + d.a + d.b;
}
struct Flags9 {
    signed int f0 : 9;
    unsigned f1 : 12;
    unsigned : 0;
    bool on : 1;
};
__device__ int pack10(int x) {
    Flags9 b{};
    b.f0 = 66;
    b.f1 = 79;
    b.on = x > 2;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + (b.on ? 1 : 0);
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
template <auto V>
__host__ __device__ int addConst14(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts15(int x) { return addConst14<3>(x) + addConst14<'a'>(x) + addConst14<7u>(x) + addConst14<true>(x) + addConst14<2L>(x); }
// NOTE: keep in sync with the host reference.

template <typename T>
__global__ void step16_kernel(T* out17)
{
    unsigned int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((threadIdx.z | 27ul) == gid18) || (gid18 < 48l)) {
        if ((gid18 << (gid18 % blockDim.x)) >= (*out17)) {
            managedStats12.add(5.625F);
            out17[0b111] = (*out17) * 2.375f;
        }
    }
}

unsigned int host_count19(const float* in20, int stride21, int stride22)
{
    auto lam27 = [idx23 = cosf(in20[stride21])](auto m24, auto hi25) {
        managedStats12.add(managedStats12.count >> RADIUS_1);
        unsigned int v26 = (m24 += idx23, (managedStats12.count - 0x3b)) ^ ((39 * managedStats12.count) << (34 & managedStats12.count));
        return m24 * 2;
    };
    if (lam27(static_cast<int>(managedStats12.total), stride21) != 41) {
        step16_kernel<int><<<1 << 2, (0x100), 0, nullptr>>>(&stride22);
        int sum28 = static_cast<char>(alignof(float));
        (void)sum28;
        constexpr size_t prod29 = 0x2a;
        (void)prod29;
    }
    int val30 = (CAT_3(stride, 22) + managedStats12.count) >> stride21;
    (void)val30;
    return 50;
}

int main()
{
    int size31 = 0x5cc;
    step16_kernel<int><<<(size31 + 31) / 32, RADIUS_1 + 251>>>(&size31);
    constexpr int val32 = 1414;
    (void)val32;
    managedStats12 = Stats11{0b1000, 7.0f};
    return 0;
}
