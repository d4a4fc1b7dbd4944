// cudagen 0.2 seed 771 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,host_function,constexpr_function,main,shared_var,static_shared,auto_var,const_local,if,for,pragma_unroll,while,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,lambda,lambda_init_capture,macro_object,macro_function,macro_statement,pp_undef,nested_class,hdr_vector,hdr_cmath
#include <cuda_runtime.h>
#include <vector>

#define NUM_ITERS_1 32
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef NUM_ITERS_1
#define NUM_ITERS_1 24
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__host__ __device__ void pack7(const float *in8) {
    const unsigned int lo9 = floorf((2.375f - (*in8)) - (42L));
    unsigned long stride10 = ((sqrtf(1.875F) == lo9) ? 47 : HALF_2(lo9)) + 45ul;
    (void)stride10;
    float q11 = double((22.375));
    (void)q11;
}
struct Grid12 {
    using value_type = double;
    enum Kind { Small, Large };
    struct Item {
        value_type v;
        __device__ value_type scaled() const { return v * static_cast<value_type>(3); }
    };
    Item first, second;
    __device__ value_type total() const { return first.scaled() + second.v; }
};
__device__ double walk13(int x) {
    using value_type = Grid12::value_type;
    Grid12::Item e{static_cast<value_type>(x)};
    Grid12 t{e, e};
    return t.total();
}

__global__ void grow14(int stride15, int n16, const size_t *in17, int count18) {
    int idx19 = threadIdx.x;
    if (idx19 >= n16)
        return;
    n16 ^= (unsigned char)HALF_2(idx19 & idx19);
    for (int n20 = (blockIdx.x * blockDim.x) + threadIdx.x; n20 < count18; n20 += blockDim.x * gridDim.x) {
        #pragma unroll
        for (int j21 = 0; j21 < 3; j21 += 2) {
            int w22 = 0;
            while (w22 < 11) {
                stride15 = -((n16 > count18) ? idx19 : 2);
                static __shared__ int sh_23[8];
                (void)sh_23;
                ++w22;
            }
            n16 = (((in17[threadIdx.x & 7] >> 6U) & 1) ? (n20 / threadIdx.z) : (8 & idx19)) + (sinf(idx19));
        }
    }
}

constexpr int run_stencil24(int count25) {
    count25 %= 34ULL;
    float lo26 = ~count25;
    (void)lo26;
    return -(~count25);
}

int main() {
    int size27 = 2870;
    auto step33 = [v28 = size27 & size27]() -> unsigned int {
        unsigned t29 = v28 - (v28 - (alignof(double) | v28));
        std::vector<unsigned> vec30(static_cast<size_t>(v28) % 64 + 1);
        vec30.push_back(static_cast<unsigned>(1));
        vec30[0] = static_cast<unsigned>(v28);
        unsigned *ptr31 = vec30.data();
        int count32 = static_cast<int>(vec30.size());
        return ((*ptr31) == count32) ? run_stencil24(count32) : t29;
    };
    (void)step33;
    auto mid34 = (size27 / 51UL) + sqrtf(fminf(-60, 20.375F));
    size27 <<= static_cast<int>(size27 * 1u);
    grow14<<<(size27 + 255) / 256, dim3(sizeof(int) * 4, (size27 + 63) / 64), 1024>>>(mid34, HALF_2(mid34) * (size27 % size27), nullptr, HALF_2(sinf(size27)));
    return 0b0;
}
