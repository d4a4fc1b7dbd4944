// cudagen 0.2 seed 61 valid headers
// features: launch,launch_dim3,launch_shared_mem,device_function,device_template_function,main,constexpr_var,local_array,if,for,while,switch,bitwise,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_function,call_operator,friend_template,cluster_dims,runtime_api,hdr_cmath
// nvcc: --extended-lambda -arch=sm_90
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cuda/std/array>
#include <cuda/std/functional>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__global__ void __cluster_dims__(2) clustered4(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}
struct Clamp5 {
    int k;
    __device__ int operator()(int v) const { return v * k; }
};
__device__ int call6(int x) {
    Clamp5 fn{7};
    return fn(x) + fn.operator()(1);
}
template <typename T> struct Vault7;
template <typename T> __host__ __device__ T peek8(const Vault7<T> &b);
template <typename T> struct Vault7 {
    __host__ __device__ explicit Vault7(T v) : val(v) {}
    template <typename U> friend __host__ __device__ U peek8(const Vault7<U> &b);
    template <typename U> friend struct Spy9;
private:
    T val;
};
template <typename T> __host__ __device__ T peek8(const Vault7<T> &b) { return b.val; }
template <typename U> struct Spy9 {
    __host__ __device__ static int look(const Vault7<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__host__ __device__ int unlock10(int x) {
    Vault7<int> v(x);
    return peek8(v) + Spy9<float>::look(v);
}
template <class T, int N>
__device__ T apply11(T p12, float *acc13)
{
    if (acc13 != nullptr) {
        return N % unlock10(31);
    }
    cosf(N);
    int *diff14 = nullptr;
    unsigned int val15 = acc13[4] * (static_cast<unsigned int>(N) % (~(*diff14)));
    val15 = ((N + diff14[val15 & 7]) % (val15 % N)) + (call6(N) % (2432));
    double val16 = fabsf(sinf((*acc13)));
    (void)val16;
    double idx17[7] = {};
    (void)idx17;
    return 15.5;
}
int main()
{
    int n18 = 2489;
    switch (n18) {
    case 5 * 2:
        for (int j19 = 16; j19 > 0x0; --j19) {
            int pass20 = 0;
            while (pass20 < j19) {
                int device21 = 0;
                cudaGetDevice(&device21);
                cudaDeviceProp prop22;
                cudaGetDeviceProperties(&prop22, device21);
                int sms23 = prop22.multiProcessorCount + prop22.warpSize;
                sms23 = pass20 / (j19 + j19);
                ++pass20;
            }
            float k24(floorf((n18 += 035, (3 - n18))));
            (void)k24;
        }
        break;
    }
    clustered4<<<dim3((n18 + 0x1f) / 32, (n18 + 0377) / 256, 512), dim3(sizeof(int) * 128), 512 * 8>>>(nullptr, (3770 - n18) / ADD3_1(n18, 0x18, 32U));
    return 0;
}
