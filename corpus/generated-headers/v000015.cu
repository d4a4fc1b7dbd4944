// cudagen 0.2 seed 15 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,builtin_vars,main,constant_var,shared_var,static_shared,extern_shared,constexpr_var,if,goto,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,variadic_template,fold_expression,nttp_auto,sfinae,hdr_cmath
#include <cuda_runtime.h>
#include <cstdio>

#define CHUNK_1 3
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Sized8 { int size() const { return 2; } };
template <typename T> auto sizeOf9(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> int sizeOf9(const T &, long) { return 1; }
int probe10(int x) {
    Sized8 s{};
    return sizeOf9(s, 0) + sizeOf9(x, 0);
}
template <class T, class U>
__global__ void pack11(U p12, U cfg13, U *data14, float *data15)
{
    extern __shared__ int dyn_16[];
    int tid17 = threadIdx.x;
    (void)tid17;
    static __shared__ int sh_18;
    (void)sh_18;
    char *tmp19 = (char*)nullptr;
    (void)tmp19;
    if (threadIdx.x <= threadIdx.x) {
        goto done20;
    }
    if (cosf(CAT_6(p, 12)) != 3)
        return;
    (*data15)--;
done20:;
}
__constant__ int c_lerp21 = 2UL;
template <auto V>
__host__ __device__ int addConst22(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
template <auto... Vs> __host__ __device__ int sumConsts23() { return (0 + ... + static_cast<int>(Vs)); }
__host__ __device__ int consts24(int x) { return addConst22<3>(x) + addConst22<'a'>(x) + addConst22<7u>(x) + addConst22<true>(x) + addConst22<2L>(x) + sumConsts23<1, 'b', 3u>(); }
int main()
{
    int n25 = 3256;
    pack11<long, unsigned int><<<(n25 + 31) / 0x20, sizeof(int) * (CHUNK_1 + 61), 0x0>>>(fabsf(8), ((float)40lu) * (n25 + CHUNK_1), nullptr, nullptr);
    n25++;
    if ((n25 == n25) || n25)
        return (3403ull / n25) * static_cast<int>(n25);
    const char *k26 = "\x41\102";
    pack11<unsigned int, float><<<(n25 + 127) / 128, 512, (CHUNK_1 + (CHUNK_1 + 1018))>>>(MIN2_3(n25 * n25, k26[0] / 0x1), sizeof(int), (float*)nullptr, static_cast<float*>(nullptr));
    return 0;
}
