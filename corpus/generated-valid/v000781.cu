// cudagen 0.1 seed 781 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,if,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,lambda,comments
#include "prelude.cuh"

static int stencil1(unsigned int p2, int n3) {
    n3 &= p2;
    n3 -= (n3);
    p2 = (n3 - p2) - (p2 + (p2 - 49));
    return 1487;
}
__device__ void mix4(int *dst5) {
    ++dst5[4];
    unsigned long lo6 = 4U;
    lo6 -= lo6 - (lo6 * (*dst5));
}
// Layout: row-major, no padding.
__global__ void __launch_bounds__(0b100000, 4) sift7(int n8, float *buf9, const long *__restrict__ in10) {
    mix4(nullptr);
    int *q11 = &n8;
    __shared__ int sh_12;
}
template <typename T, int N = 1>
__global__ void scale13_kernel(const T *src14, float alpha15, long long cfg16) {
    extern __shared__ int dyn_17[];
    cfg16 = sizeof(T);
    double *hi18 = nullptr;
    if (src14 == nullptr)
        return;
    dyn_17[4] = (N + cfg16);
    if (dyn_17[3]) {
        T idx19 = N - (cfg16 - (6.0F + dyn_17[cfg16]));
    }
    static_assert(sizeof(int) == 4, "expected value");
}
static float host_trace20(const double *input21) {
    cudaStream_t t22 = (cudaStream_t)0;
    if (input21[6] >= stencil1(0b11010, 20))
        return *input21;
    return input21[0];
}
int main(void) {
    int len23 = 1474;
    auto op26 = [](float mid24) {
        signed char z25 = (0b110100 - stencil1(mid24, mid24)) * (mid24 + (7 - mid24));
        z25++;
        z25 /= 'z';
    };
    op26(len23);
    int off27 = len23;
    bool val28 = stencil1(len23 * off27, off27) < 17lu;
    sift7<<<2, 32>>>((len23 * len23) + host_trace20(nullptr), nullptr, nullptr);
    scale13_kernel<float, (sizeof(unsigned int) * 2)><<<dim3(1, 0b10 * 2), (32), 256, nullptr>>>((const float*)nullptr, host_trace20((const double*)nullptr) + val28, 19U);
    return 0;
}
