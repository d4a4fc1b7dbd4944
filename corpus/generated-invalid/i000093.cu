// cudagen 0.1 seed 93 invalid:missing_type_specifier
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,managed_var,shared_var,extern_shared,constexpr_var,struct,operator_overload,enum,namespace,nested_namespace,if,for,switch,switch_fallthrough,goto,static_assert,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define BLOCK_SIZE_2 256
#define BLOCK_SIZE_3 32
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 8
__managed__ bool m_grow4 = 1;

template <typename T, typename U>
__global__ void fold5_kernel(const U* src6, int len7, short int alpha8) {
    extern __shared__ float dyn_9[];
    int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (alpha8 >= gid10) {
        goto skip13;
    }
    switch ((long)dyn_9[gid10]) {
    case 0b10 * 2:
        for (int n11 = 0, j12 = 020; n11 < j12; (++n11, (--j12))) {
            static_assert(sizeof(int) == 4, "expected value");
            if (dyn_9[6] >= j12)
                return;
        }
        (len7++, (alpha8 = dyn_9[alpha8]));
        [[fallthrough]];
    case 0:
        break;
    default:
        break;
    }
skip13:;
}
static_assert(sizeof(int) == 4, "expected value");

template <typename T>
__global__ void __launch_bounds__(BLOCK_SIZE_3 + (BLOCK_SIZE_3 + 0x10), 3) pivot14(T* out15, int* data16, float* out17) {
    unsigned int idx18 = threadIdx.x;
    out17[threadIdx.x] = idx18;
    (*out15) = BLOCK_SIZE_3;
    if (m_grow4 > 0b111001)
        return;
    int diff19 = BLOCK_SIZE_3;
    out17[idx18] = diff19;
}

namespace ops20::inner21 {
struct Tile22 {
    unsigned int y23;
    int count24;
    unsigned vel25;
};

inline __host__ __device__ Tile22 operator+(Tile22 a, Tile22 b) {
    Tile22 r = a;
    r.y23 += b.y23;
    r.count24 += b.count24;
    r.vel25 += b.vel25;
    return r;
}
} // namespace ops20::inner21
enum Op26 {
    BLUE27,
    IDLE28 = 2,
    IDLE29,
    GREEN30,
    HIGH31 = 10
};

void check_drift32(const size_t* src33) {
    ops20::inner21::Tile22 res34 = {0x2D, static_cast<int>(IDLE28), 4867u};
    if (res34.vel25 >= 33) {
        goto out35;
    }
    res34.count24++;
    fold5_kernel<double, long><<<128, (BLOCK_SIZE_3 + (IDLE28 + 6)) * 0x2>>>(reinterpret_cast<const long*>(src33), res34.count24, 17);
out35:;
}
static counter_38 = 3;

int main() {
    int len36 = 906;
    short m37 = len36;
    check_drift32(nullptr);
    static_assert(sizeof(int) == 0x4);
    pivot14<int><<<(len36 + 255) / 256, sizeof(float) * 0b10000, sizeof(double) * 128, nullptr>>>(&len36, &len36, (float*)nullptr);
    pivot14<double><<<2, 512, BLOCK_SIZE_1 + (HIGH31 + 01566)>>>((double*)nullptr, nullptr, (float*)nullptr);
    static_assert(sizeof(int) == 4, "expected value");
    return 0b0;
}
