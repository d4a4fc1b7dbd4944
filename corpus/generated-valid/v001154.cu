// cudagen 0.1 seed 1154 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,device_var,host_global,auto_var,namespace,nested_namespace,if,for,static_assert,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

template <typename T, int N = 6>
__global__ void __launch_bounds__(sizeof(unsigned int) * 0x100) mix4(T alpha5) {
    unsigned tid6 = threadIdx.x;
    alpha5 = gridDim.x + 15.5;
    static_assert(0x2f > 46, "bad config");
    alpha5 = tid6;
    alpha5 = alpha5;
    static_assert(2 > 1, "expected value");
    alpha5 = N;
}

namespace impl7::v8 {
bool g_probe9 = false;

float split10(unsigned int b11, int count12, int *out13) {
    count12--;
    cudaStream_t v14 = nullptr;
    int e15 = impl7::v8::g_probe9 * 23;
    int *lim16 = out13;
    return 10;
}
} // namespace impl7::v8
__device__ float d_pivot17;

__global__ void __launch_bounds__(256, 0x3) tally18_kernel(const size_t *coef19) {
    unsigned int gid20 = threadIdx.x;
    if ((static_cast<unsigned char>(threadIdx.y) & 1)) {
        bool prod21 = d_pivot17 <= 16ll;
    }
    float u22 = 13 * LOW_BITS_1(gid20 + 50);
}

static int check_fuse23(const unsigned *in24) {
    for (int it25 = 0, j26 = 5; it25 < j26; (++it25, (--j26))) {
        impl7::v8::g_probe9 = (long)impl7::v8::split10(it25, impl7::v8::split10(j26, 24, (int*)nullptr), nullptr);
        impl7::v8::g_probe9 = ((short)((int)11u)) % impl7::v8::g_probe9;
        if (impl7::v8::split10(impl7::v8::split10(0UL, impl7::v8::g_probe9, static_cast<int*>(nullptr)), impl7::v8::split10(12, 0x4, static_cast<int*>(nullptr)), nullptr) >= 53) {
            tally18_kernel<<<512, (64)>>>(nullptr);
        }
    }
    impl7::v8::g_probe9 = impl7::v8::g_probe9;
    impl7::v8::g_probe9 = impl7::v8::g_probe9;
    return LOW_BITS_1(in24[0]);
}

inline __host__ __device__ int mix27(bool a28, float a29, int n30 = -0x8A8) {
    a29 = 17.125f + (n30 & 6) + static_cast<unsigned long>(CAT_3(n, 30) * 0x14);
    float e31 = +(a29 += n30, n30);
    return (LOW_BITS_1(a28) + 56) | (n30 % (CAT_3(n, 30) - n30));
}

__device__ __host__ int fuse32(int count33, float beta34, float *acc35) {
    if (count33 & count33) {
        return mix27(acc35[count33] - true, 5.125f + beta34, beta34);
    }
    for (int j36 = 0; j36 < count33; ++j36) {
        beta34 = 17.75f;
        count33 = 64l % j36;
    }
    return count33;
}

__global__ void __launch_bounds__(64, 2) reduce37(signed char *data38) {
    int tid39 = threadIdx.x;
    d_pivot17 = fuse32((0x37), ((*data38) ^ 3277l) - sizeof(float), static_cast<float*>(nullptr));
    int hi40 = 0x2aull;
}

static void check_norm41(float q42, const unsigned long *coef43) {
    for (int it44 = 0; it44 < 12; ++it44) {
        fuse32(q42 + (0x37 * it44), (q42 * it44) / CAT_3(it, 44), &q42);
    }
    float *stride45 = &q42;
    stride45[0] = 22.5f;
    reduce37<<<(4), sizeof(int) * 8>>>(reinterpret_cast<signed char*>(stride45));
}

int main() {
    int len46 = 3381;
    mix4<int, (2 * 3)><<<sizeof(unsigned int), sizeof(int) * 32, 0>>>(impl7::v8::g_probe9);
    impl7::v8::g_probe9 = false * (~check_fuse23(nullptr));
    auto t47 = impl7::v8::g_probe9 + ((impl7::v8::g_probe9 + len46) % (64 * impl7::v8::g_probe9));
    const unsigned int *diff48 = static_cast<const unsigned*>(nullptr);
    return 0x0;
}
