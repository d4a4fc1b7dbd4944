// cudagen 0.2 seed 353 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,main,constexpr_var,if,if_init,ternary,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,pp_ifdef,local_class,alias_template,runtime_api
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cooperative_groups.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 34
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void pivot6_kernel(const long long *in7, float *out8, int n9)
{
    (*out8)--;
    out8[7] += *out8;
    out8[n9]++;
    if (float off10 = *out8; static_cast<int>(out8[5] - out8[n9]) == off10) {
        if (n9 != TUNE_4) {
            return;
        }
        float off11((((out8 != nullptr) ? 31 : n9) * n9) % (*in7));
        (void)off11;
    }
}
template <typename T> using Ptr13 = T *;
template <typename A, typename B> struct Duo14 { A a; B b; };
template <typename T> using Same15 = Duo14<T, T>;
int aliased12(int x) {
    Ptr13<int> p = &x;
    Same15<int> d{x, 8};
    return x + *p + d.a + d.b;
}

int main()
{
    int size16 = 181;
    dim3 f17((16), (128), 32 * 16);
    (void)f17;
    constexpr bool e18 = 0;
    (void)e18;
    constexpr int e19 = 0b100111u;
    (void)e19;
    int device20 = 0;
    cudaGetDevice(&device20);
    cudaDeviceProp prop21;
    cudaGetDeviceProperties(&prop21, device20);
    int sms22 = prop21.multiProcessorCount + prop21.warpSize;
    struct Local23 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local23 res24{2};
    int flag25 = res24.add(sms22);
    (void)flag25;
    size16++;
    pivot6_kernel<<<dim3(0x2), 256, 0>>>(nullptr, nullptr, 0x35 + sms22);
    return 0;
}
