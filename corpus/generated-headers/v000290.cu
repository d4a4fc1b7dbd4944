// cudagen 0.2 seed 290 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,default_args,main,shared_var,extern_shared,for,static_assert,compound_assign,bitwise,shift,incdec,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,sizeof,macro_stringize,macro_statement,conversion_operator,friend_template,structured_binding,cluster_dims,hdr_cmath,hdr_cstdio,hdr_utility
// nvcc: -arch=sm_90
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>

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
__global__ void accum5(double alpha6)
{
    extern __shared__ float dyn_7[];
    int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    alpha6 /= (idx8 << idx8);
    long res9 = 28 - warpSize;
    static_assert(5 == 0b101);
    int flag10 = U'0' | res9;
    (void)flag10;
    res9 = 2748U;
    --dyn_7[2];
}
__global__ void __cluster_dims__(2) clustered11(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
__device__ short blend12(int lane13 = 0x3bL)
{
    ++lane13;
    printf("sum %d\n", static_cast<int>(lane13));
    bool k14 = (46 - lane13) % 57ll;
    (void)k14;
    return (0x17 + threadIdx.z) << (threadIdx.y + 1);
}
template <typename T> struct Box15;
template <typename T> T peek16(const Box15<T> &b);
template <typename T> struct Box15 {
    explicit Box15(T v) : val(v) {}
    template <typename U> friend U peek16(const Box15<U> &b);
    template <typename U> friend struct Spy17;
private:
    T val;
};
template <typename T> T peek16(const Box15<T> &b) { return b.val; }
template <typename U> struct Spy17 {
    static int look(const Box15<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
int unlock18(int x) {
    Box15<int> v(x);
    return peek16(v) + Spy17<float>::look(v);
}
struct Ratio19 {
    double v;
    __host__ __device__ operator double() const { return v; }
    __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ double convert20(double x) {
    Ratio19 m{x};
    double plain = m;
    return plain + (m ? 1 : 0);
}
int host_score21(float beta22, float b23, size_t beta24 = 51)
{
    const char* res25 = STR_3(tile size);
    for (int i26 = 0; i26 < 5; i26 += 1) {
        const char* u27 = STR_3(tile size);
        (void)u27;
        beta24--;
        std::pair<int, float> pr28 = std::make_pair(i26, 1.5f);
        auto [cnt29, stride30] = pr28;
        (void)cnt29;
        (void)stride30;
    }
    return expf(fabsf(3 << res25[0]));
}
int main()
{
    int count31 = 3340;
    clustered11<<<1, dim3(0x4, (count31 + 31) / 0x20, 2 * 2)>>>((int*)nullptr, 0x21ul);
    const char* k32 = "tile";
    accum5<<<dim3(1 << 9, 0100 * 8, (count31 + 63) / 64), 1 << 6, sizeof(int) * 128, (cudaStream_t)0>>>(k32[0x0]);
    return 0x0;
}
