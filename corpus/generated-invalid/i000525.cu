// cudagen 0.1 seed 525 invalid:const_object_nonconst_method
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constant_var,constexpr_var,local_array,auto_var,struct,struct_template,anon_namespace,if,if_init,for,while,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define RADIUS_2 256
#define RADIUS_3 16
#define HALF_4(x) ((x) / 2)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b
#undef RADIUS_1
#define RADIUS_1 24
__global__ void __launch_bounds__(sizeof(unsigned int) * (RADIUS_3 + 16)) bias7_kernel(const unsigned int *__restrict__ in8, char beta9) {
    for (int it10 = 0; it10 < 3; ++it10) {
        long f11 = it10 + gridDim.y;
    }
    beta9 = (16 & (blockIdx.y * 57ULL)) + ((in8[5] - RADIUS_2) | 28ll);
    for (int j12 = 0; j12 < 7; j12++) {
        beta9 = (threadIdx.x <= (j12)) ? ((*in8) - j12) : ((HALF_4(in8[j12 & 7]) > 27ULL) ? 44U : (0b101110u / warpSize));
        long h13 = 2079 * (*in8);
    }
}
__constant__ float c_tile14 = 12.375f;
namespace {
int smooth15(int n16, float cfg17) {
    int pass18 = 0;
    while (pass18 < pass18) {
        int h19[0b101] = {};
        auto q20 = h19[0] * ((h19[2] + sizeof(int)) | (RADIUS_3 * pass18));
        ++pass18;
    }
    dim3 f21 = dim3((pass18 + 127) / 128, (n16 + 31) / 32, 32);
    dim3 y22 = dim3(32 * 4, (pass18 + 31) / 32, (pass18 + 127) / 128);
    return sizeof(float) * cfg17;
}
} // namespace
template <typename T>
struct Particle23 {
    T flag24;
    __host__ __device__ T norm25(T r26) const {
        r26 = (57u);
        return 897 * (flag24 + flag24);
    }
};
// Computes one element per thread.
__global__ void __launch_bounds__(1 << 0b110) gather27_kernel(short b28) {
    unsigned i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Particle23<double> f30 = Particle23<double>{static_cast<double>(c_tile14)};
    b28 = c_tile14 + ((16ul + f30.flag24) / ((c_tile14 <= blockIdx.x) ? 8 : threadIdx.x));
}
__global__ void apply31(int lane32) {
    lane32 = HALF_4(c_tile14 + lane32) - 5u;
    lane32 = (lane32 + gridDim.y + (blockIdx.z % 3847)) / (c_tile14);
}
__global__ void trace33(const int *__restrict__ in34, const long long *coef35) {
    unsigned gid36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (float stride37 = 11.0f; (blockIdx.y & (blockDim.x - coef35[gridDim.z])) >= ((in34 != nullptr) ? c_tile14 : CAT_6(gid, 36))) {
        if (gid36 <= (RADIUS_3 * blockIdx.y)) {
            stride37 = (*in34) - warpSize;
        }
        stride37 = -17.5F;
    }
    if (c_tile14 == (3886U << gid36)) {
        bool diff38{static_cast<bool>(gid36)};
        int h39 = sizeof(int);
    }
}
__global__ void __launch_bounds__(16 * 8) grow40(const unsigned int *in41, float *__restrict__ acc42, const int *input43, const int *input44) {
    if ((acc42[blockDim.x] == (*acc42)) && (c_tile14 <= input44[3])) {
        return;
    }
    acc42[7] = c_tile14;
    if (!(c_tile14 < 0b1u)) {
        return;
    }
}
struct Acc_47 {
    int v;
    void bump() { ++v; }
};
int main() {
    int count45 = 1733;
    const Acc_47 a_47 = {1};
    a_47.bump();
    if (float t46 = ((!(count45 <= 53)) ? (count45 * RADIUS_3) : 5) - count45; t46 <= count45) {
        gather27_kernel<<<dim3(sizeof(float) * 2, (count45 + 63) / 64, 1), sizeof(float) * (RADIUS_1 + 8), sizeof(float) * 32>>>(RADIUS_3);
        count45 = HALF_4(count45 + CAT_6(t, 46)) + (RADIUS_3 + ((RADIUS_1 != t46) ? CAT_6(count, 45) : t46));
        grow40<<<(count45 + 255) / 256, sizeof(unsigned int) * (RADIUS_1 + 8), sizeof(float) * 32>>>(nullptr, &t46, nullptr, &count45);
    }
    if ((count45 == CAT_6(count, 45)) || count45) {
        return HALF_4(count45);
    }
    bias7_kernel<<<RADIUS_3, dim3((count45 + 127) / 128, 32 * 4, (count45 + 255) / 256)>>>((const unsigned int*)nullptr, count45);
    apply31<<<(count45 + 63) / 64, (RADIUS_1 + 8), 1 << 12>>>((8 + count45) & (3 - CAT_6(count, 45)));
    trace33<<<dim3(1 << 8, (RADIUS_1 + (RADIUS_1 + 16)), 1 << 7), (RADIUS_1 + (RADIUS_1 + (RADIUS_1 + (RADIUS_3 + (RADIUS_3 + 24))))) * 4, 0>>>(&count45, nullptr);
    return 0;
}
