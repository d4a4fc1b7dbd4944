// cudagen 0.1 seed 785 invalid:undeclared_identifier
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,main,constexpr_var,struct,struct_methods,if,ternary,comparison,address_of,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define CHUNK_1 4
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#undef CHUNK_1
#define CHUNK_1 8
#define DEFINE_MAP_KERNEL_4(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_4(map_fold5, unsigned int)
DEFINE_MAP_KERNEL_4(map_rank6, int)

struct Particle7 {
    int mass8;
    double sum9;
    int weight10;
    __host__ __device__ void apply11(unsigned int x12) {
        unsigned int q13 = x12 + (sizeof(Particle7) + sum9);
    }
    __host__ __device__ void apply14(int lim15) {
        if ((mass8 + 39) == sum9)
            return;
        lim15 = 065 * ((weight10 * 9) - 61LL);
    }
};

int main() {
    int len16 = 564;
    int total17 = missing_value18 + 1;
    if ((len16 * len16) > len16)
        return len16 - (len16 % 9);
    len16 = int(17) - static_cast<long>(len16 * 20u);
    map_fold5<<<(CHUNK_1 + 24) * (CHUNK_1 + CHUNK_1), dim3((len16 + 63) / 0100, 2)>>>((unsigned int*)nullptr, ((len16 * CHUNK_1) > len16) ? ((len16 != len16) ? len16 : len16) : 4);
    map_rank6<<<32, sizeof(float) * 64>>>(&len16, (35ull * len16) / sizeof(unsigned long long));
    return 0;
}
