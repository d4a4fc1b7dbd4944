// cudagen 0.2 seed 624 valid headers
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,host_function,constexpr_function,default_args,main,constexpr_var,local_array,auto_var,if,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,pp_ifdef,pp_undef,comments,anonymous_class,structured_binding,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 13
#else
#define TUNE_3 63
#endif
#undef TUNE_3
#define TUNE_3 48
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Extent5 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon6;
__host__ __device__ int extent7(int x) {
    Extent5 r{};
    r.span.lo = x;
    r.span.hi = x + 1;
    Anon6 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}
// Returns the accumulated value.

__device__ unsigned march8(int n9 = -881)
{
    if (n9 - n9) {
        return int(0x9 - n9);
    }
    auto y10 = cosf(sinf(extent7(n9)));
    return y10;
}

extern "C" {
static __device__ unsigned int update16(double a17, int lane18)
{
    if (a17 != lane18) {
        return 52ll + fabsf(11.f);
    }
    if (!(a17 != a17)) {
        return a17;
    }
    if (a17 > a17) {
        return cosf(+a17);
    }
    a17 = march8() << lane18;
    float stride19[6]{float(a17), 1.375f, 17.75f, static_cast<float>(lane18), 0x205L, 24L};
    (void)stride19;
    lane18 = sizeof(unsigned);
    return int(march8(CAT_1(a, 17) + lane18));
}

__global__ void lerp11(const unsigned* src12, int* out13, unsigned int* dst14)
{
    (*out13) = 48lu;
    float h15[7] = {static_cast<float>((unsigned)dst14[3])};
    (void)h15;
    (*dst14) = *out13;
}
}
struct Result20 {
    int first;
    int second;
};
Result20 make21(int x) { return Result20{x, x}; }
int unpack22(int x) {
    auto [a, b] = make21(x);
    int arr[3] = {x, 1, 2};
    const auto &[p, q, r] = arr;
    Result20 v{x, x};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

constexpr int run_warp23(int count24, int count25)
{
    int e26 = count25;
    return (TUNE_3) + ((e26 / 26) + count24);
}

int main()
{
    int n27 = 1666;
    sqrtf((n27 += -59, n27) * fabsf(-15.25F));
    lerp11<<<(n27 + 0b1111111) / 128, dim3((n27 + 0x1f) / 32, 0x20), 0, (cudaStream_t)0>>>(nullptr, nullptr, static_cast<unsigned int*>(nullptr));
    n27 = expf(unpack22(static_cast<int>(n27)));
    return 0;
}
