// cudagen 0.2 seed 454 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_array,managed_var,local_array,if,switch,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,comments,union,anonymous_class,alias_template,if_constexpr
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <utility>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__managed__ double m_mix3 = 22.75f;
/* NOTE: keep in sync with the host reference. */
__global__ void bump4_kernel(unsigned* buf5, char b6, int* buf7)
{
    unsigned int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)idx8;
    buf7[0x5]++;
    if constexpr (sizeof(void *) == 8) {
        m_mix3 = (b6 + static_cast<unsigned short>(m_mix3)) - (u' ' + warpSize);
    } else {
    }
}
struct Extent9 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon10;
__host__ __device__ int extent11(int x) {
    Extent9 r{};
    r.span.lo = x;
    r.span.hi = x + 5;
    Anon10 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}
__global__ void fuse12_kernel(int* buf13)
{
    int idx14 = threadIdx.x;
    float res15[2] = {};
    (void)res15;
    buf13[idx14] = threadIdx.x;
    if (blockDim.x > (*buf13))
        return;
    m_mix3 = idx14;
}
__device__ int d_split16[32];
// NOTE: keep in sync with the host reference.
void trace17(double a18)
{
    ([]() {
        float* e19 = nullptr;
    })();
    if ((m_mix3 * a18) != m_mix3)
        return;
    a18++;
    float s20 = 14U;
    (void)s20;
}
template <typename T> using Ptr22 = T *;
template <typename A, typename B> struct Duo23 { A a; B b; };
template <typename T> using Same24 = Duo23<T, T>;
__host__ __device__ int aliased21(int x) {
    Ptr22<int> p = &x;
    Same24<int> d{x, 5};
    return x + *p + d.a + d.b;
}
union Bits25 {
    unsigned u;
    float f;
    unsigned char bytes[4];
};
int use26(int x) {
    Bits25 v{};
    v.u = static_cast<unsigned>(x);
    return static_cast<int>(v.bytes[2]) + static_cast<int>(v.u);
}
int main()
{
    int count27 = 3974;
    auto step28 = [=]() mutable -> int {
        switch ((unsigned char)count27) {
        case 7:
            break;
        case (0x4):
            if constexpr (sizeof(void *) == 8) {
                m_mix3 = 17.75;
            }
            break;
        case 0x3:
            break;
        case (2):
            break;
        default:
            break;
        }
        return (15);
    };
    step28();
    count27 = -(count27 + (14 - m_mix3));
    long lo29{0xD};
    (void)lo29;
    bump4_kernel<<<(0x80), (0x40), 0x400, (cudaStream_t)0>>>((unsigned int*)nullptr, count27, nullptr);
    fuse12_kernel<<<dim3(0x1 << 8, 16), 0x1 << 0x9, sizeof(float) * 256>>>(nullptr);
    return 0;
}
