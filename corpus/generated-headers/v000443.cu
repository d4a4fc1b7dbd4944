// cudagen 0.2 seed 443 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_float,lit_nullptr,cast_c,macro_statement,bit_field,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Flags5 {
    short f0 : 8;
    unsigned : 5;
    unsigned int f1 : 2;
    unsigned int f2 : 7;
    unsigned short f3 : 2;
    unsigned : 2;
    unsigned short f4 : 12;
    unsigned : 0;
};
int pack6(int x) {
    Flags5 b{};
    b.f0 = 44;
    b.f1 = 2;
    b.f2 = static_cast<unsigned>(x) & 127u;
    b.f3 = 3;
    b.f4 = static_cast<unsigned>(x) & 4095u;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4);
}

static __global__ void reduce7(signed char* __restrict__ acc8, const int* src9, float b10) {
    extern __shared__ float dyn_11[];
    int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_11[threadIdx.x]++;
    acc8[4] = (fmaxf(*src9, *src9) + 1) * i12;
    ceilf(src9[i12]);
}

int main() {
    int len13 = 0xafe;
    cudaError_t err14 = cudaDeviceSynchronize();
    int ok15 = err14 == cudaSuccess ? 1 : 0;
    expf(1.75f);
    reduce7<<<2, 256, 0x0, nullptr>>>((signed char*)nullptr, &len13, fabsf(ok15) * (+ok15));
    return 0;
}
