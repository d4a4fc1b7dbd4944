// cudagen 0.1 seed 477 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,device_template_function,host_function,main,constant_var,shared_var,constexpr_var,enum_class,namespace,if,for,while,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 5
#define TILE_DIM_2 ((RADIUS_1 + 3) * (2))
#define HALF_3(x) ((x) / 2)

#ifdef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 24
#endif
#undef TUNE_5
#define TUNE_5 8

template <class T, int N = 8>
__global__ void stencil6_kernel(const T *in7, const T *input8, int *out9) {
    int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*out9) = *out9;
    if (!out9) {
        return;
    }
}
__constant__ int c_bias11 = 1170UL;

namespace impl12 {
float run_fold13(int stride14, const unsigned *coef15, const long long *__restrict__ in16) {
    if ((in16[1] * 11) <= 23) {
        return 3.25f - (*coef15);
    }
    int s17 = in16[1];
    return HALF_3(stride14);
}
enum struct Color18 : unsigned char { Red19, Busy20 };
} // namespace impl12

template <typename T>
inline __host__ __device__ int relax21(T *buf22, const T *src23, T p24) {
    int pass25 = 0;
    while (pass25 < pass25) {
        for (int j26 = pass25; j26 > 0; --j26) {
            p24 = 28;
            unsigned int k27 = 1 << j26;
        }
        impl12::Color18 diff28 = impl12::Color18::Busy20;
        ++pass25;
    }
    return (pass25 * src23[pass25]) * (HALF_3(buf22[1]) - 56);
}

double smooth29(int stride30) {
    if (((stride30 * stride30) & 1)) {
        return stride30;
    }
    for (int i31 = stride30; i31 > 0; --i31) {
        for (int j32 = 0; j32 < i31; j32 += 3) {
            stride30 <<= (stride30 * stride30) % TUNE_5;
            stencil6_kernel<int, 5><<<(stride30 + 31) / 32, dim3(1, (1))>>>((const int*)nullptr, &i31, &stride30);
            stride30 = relax21((unsigned*)nullptr, (const unsigned int*)nullptr, static_cast<unsigned int>(stride30));
        }
    }
    return -stride30;
}

__global__ void split33_kernel(int n34, impl12::Color18 alpha35) {
    int tid36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid36 >= n34) {
        return;
    }
    for (int j37 = 0; j37 < (2 * 3); j37++) {
        int y38{1};
        unsigned int base39 = (c_bias11);
        __shared__ int sh_40[TILE_DIM_2 * 4];
    }
    relax21((double*)nullptr, (const double*)nullptr, 0x1p0);
}

int main() {
    int n41 = 1220;
    for (int n42 = 4; n42 > 0; --n42) {
        split33_kernel<<<TUNE_5, 1 << 010>>>(smooth29(n41), impl12::Color18::Busy20);
        ++n41;
        for (int j43 = 4; j43 > 0; --j43) {
            n41--;
            n41 *= 21l;
        }
    }
    return 0;
}
