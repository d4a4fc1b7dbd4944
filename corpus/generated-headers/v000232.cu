// cudagen 0.2 seed 232 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,extern_shared,constexpr_var,const_local,struct,struct_methods,operator_overload,if,if_else,compound_assign,bitwise,shift,comparison,pointer_arith,member_access,array_index,call,method_call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,cast_c,sizeof,call_operator,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <numeric>
#include <utility>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Affine4 {
    int k;
    __device__ int operator()(int v) const { return v * k; }
};
__device__ int call5(int x) {
    Affine4 fn{8};
    return fn(x) + fn.operator()(1);
}

struct Cell6 {
    int vel7;
    unsigned hi8;
    __host__ __device__ unsigned int total9(unsigned int u10) const {
        return vel7;
    }
    __host__ __device__ void reset11(int sum12) {
        hi8 = 11l;
    }
};

inline __host__ __device__ Cell6 operator+(Cell6 a, Cell6 b) {
    Cell6 r = a;
    r.vel7 += b.vel7;
    r.hi8 += b.hi8;
    return r;
}

template <typename T, typename U>
__global__ void __launch_bounds__(64) warp13(T a14, __grid_constant__ const Cell6 q15) {
    extern __shared__ int dyn_16[];
    constexpr unsigned int lo17 = 17;
    ceilf(0x3C9LL + sqrtf(dyn_16[1]));
    if ((q15.total9(2) - expf(lo17)) <= ((float)q15.hi8)) {
        dyn_16[4] = (lo17 - q15.vel7) / call5(sinf('\0'));
    }
    a14 = q15.hi8;
}

float run_sweep18(const int* __restrict__ in19, float* __restrict__ data20) {
    if (in19[0] < (in19[2] << sizeof(unsigned))) {
        cudaStream_t stream21;
        cudaStreamCreate(&stream21);
        cudaStreamSynchronize(stream21);
        int prod22 = 0x2Aul;
        const int u23 = 2 * (((int)data20[prod22 & 7]) ^ 19);
        (void)u23;
    } else if (data20[5] == fminf(in19[5], data20[2])) {
        warp13<double, int><<<1, sizeof(unsigned int) * 64, sizeof(float) * 256>>>(in19[0x1], Cell6{27, 0x2E});
    } else {
        data20[3] *= in19[6];
    }
    return fminf(in19[6], in19[4]) + in19[0];
}

int main() {
    int len24 = 3923;
    len24 %= ((4823ul));
    warp13<int, unsigned int><<<dim3((len24 + 0377) / 0x100, 1), 0x1 << 9>>>(len24, Cell6{});
    return 0;
}
