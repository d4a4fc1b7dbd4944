// cudagen 0.2 seed 282 valid headers
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,builtin_vars,main,shared_var,struct,struct_methods,typedef,namespace,do_while,goto,nested_block,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_string,lit_nullptr,cast_functional,cast_static,sizeof,lambda,macro_object,macro_statement,pp_ifdef,union,extended_lambda,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define WARPS_1 8
#define NUM_ITERS_2 128
#define TILE_DIM_3 64
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 30
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
union Raw8 {
    int i;
    float f;
    unsigned char bytes[4];
    __host__ __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__host__ __device__ int use9(int x) {
    Raw8 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[3]) + static_cast<int>(v.i) + v.low();
}

namespace impl10 {
struct Body11 {
    unsigned y12;
    int y13;
    __host__ __device__ int bump14(short mid15) const {
        mid15 = long(y12);
        return 645;
    }
    __host__ __device__ void mix16(float f17) {
        impl10::Body11 sum18 = impl10::Body11{};
        (void)sum18;
    }
};
typedef int idx19_t;

__global__ void __launch_bounds__(1 << 5) scale20_kernel(float *dst21) {
    unsigned int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)tid22;
    int pass23 = 0;
    do {
        ACCUM_4(*dst21, (dst21[blockIdx.x] += 14.25F, threadIdx.x));
        ++dst21[pass23];
        __shared__ float sh_24;
        (void)sh_24;
        ++pass23;
    } while (pass23 < pass23);
    __shared__ impl10::Body11 sh_25[32];
    (void)sh_25;
}
} // namespace impl10

static __global__ void __maxnreg__(128) scale26(impl10::idx19_t *out27, unsigned int *__restrict__ acc28, long *data29, unsigned cfg30) {
    impl10::idx19_t i31 = threadIdx.x;
    {
        impl10::idx19_t mid32 = floorf(cfg30 - fabsf(i31));
        (--acc28[2], (mid32 = static_cast<impl10::idx19_t>(i31) - 24));
    }
    int w33 = 0;
    if (!(w33 < 3)) {
        goto skip34;
    }
    do {
        sinf(fmaxf((*acc28) * 52, (*data29) - 2.75f));
        ++w33;
    } while (w33 < w33);
    (acc28[6]++, ((*acc28) = acc28[3] >> (use9(blockIdx.z) + (threadIdx.x + (*data29)))));
    (++cfg30, (acc28[w33] = 47));
skip34:;
}

int main(void) {
    int size35 = 3534;
    auto lam36 = [size35] __device__ (int v) { return v * 5 + size35; };
    applyEach7<<<1, 32>>>(lam36, nullptr, size35);
    --size35;
    const char *val37 = "a\tb";
    (void)val37;
    impl10::scale20_kernel<<<(size35 + 255) / 256, 512>>>(nullptr);
    scale26<<<sizeof(float) * 8, 1 << 7>>>(nullptr, nullptr, static_cast<long*>(nullptr), 22);
    return 0;
}
