// cudagen 0.1 seed 1717 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,default_args,main,constant_var,shared_var,extern_shared,auto_var,namespace,if,switch,goto,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_bool,lit_nullptr,cast_c,cast_functional,cast_reinterpret,alignof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void smooth2(const int *input3, int lane4, bool a5, unsigned a6)
{
    int idx7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx7 >= lane4) {
        return;
    }
    double m8 = -9;
    double base9 = a6 % ((unsigned char)(lane4 % 36U));
    SWAP_1(double, base9, m8);
    long w10 = m8;
    base9 -= 0b11110ULL;
}
__constant__ int c_sift11 = 55;

signed char check_count12(float a13, const double *src14, int len15)
{
    if (len15 != alignof(char)) {
        goto done16;
    }
    static_assert(sizeof(int) == 0x4, "expected value");
    len15 += (((int)0x38ll) - (*src14));
done16:;
    return 49UL;
}

__global__ void reduce17(const int *input18, unsigned char *buf19)
{
    extern __shared__ int dyn_20[];
    unsigned idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int hi22 = int(8);
    float mid23(hi22);
    unsigned int val24 = 7 & (((threadIdx.x > 15) ? 33 : (*buf19)) * (041 % input18[3]));
}

__global__ void __launch_bounds__(128) split25_kernel(const unsigned long *input26)
{
    unsigned gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double hi28 = c_sift11;
    hi28 += c_sift11;
    auto off29 = gid27 / c_sift11;
    off29 = 2;
    hi28++;
}

inline __host__ __device__ void lerp30(unsigned short p31 = 64)
{
    p31 %= (21U ^ ((short int)p31)) * (p31 + (p31 - 13));
    static_assert(sizeof(int) == 4, "expected value");
    p31 = (p31) - (p31 - 0x25ull);
    p31 -= int(p31 + 2);
    unsigned int w32 = p31;
    int y33 = w32;
    double v34{2.0};
}

namespace impl35 {
__global__ void relax36(int lane37, unsigned int cfg38)
{
    int tid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid39 >= lane37) {
        return;
    }
    double h40 = lane37 % ((unsigned int)cfg38);
    int u41((unsigned)lane37);
    float s42 = ((cfg38 - 15.125F) + 1.75F) - (cfg38 * h40);
    h40 /= alignof(float) & ((cfg38 - u41) - blockIdx.x);
}

__host__ __device__ float clamp43(unsigned int *out44, const double *input45)
{
    out44[0] += out44[7] * 51;
    unsigned int u46 = (4818 - (out44[4] - input45[7])) * 59L;
    out44[u46] -= *input45;
    int base47 = -float(14 | u46);
    unsigned int y48 = 0b110111;
    (*out44) = 23l;
    return u46 | y48;
}

__global__ void accum49_kernel(int lane50, signed char *dst51, int n52, const float *coef53)
{
    unsigned i54 = threadIdx.x;
    float m55 = n52 - (50 * (blockDim.x - lane50));
    double mid56 = (m55 > (29 + c_sift11)) ? (16.0F + (i54 % 4781)) : (4056 + blockIdx.y);
    --dst51[7];
    double *stride57 = nullptr;
}
} // namespace impl35

void tally58(float p59, unsigned a60, unsigned q61 = 0x62B)
{
    float off62(p59);
    dim3 diff63 = dim3(64, (q61 + 127) / 128, (q61 + 127) / 0x80);
    reduce17<<<diff63, 32, 0, 0>>>(nullptr, nullptr);
    SWAP_1(unsigned, q61, a60);
    float cnt64 = a60;
    impl35::accum49_kernel<<<(a60 + 63) / 0b1000000, (32), 0x0, nullptr>>>((q61 += 046, q61) * (p59 * q61), (signed char*)nullptr, ((off62 > cnt64) ? 1L : cnt64) - a60, nullptr);
}

int main()
{
    int size65 = 0x8ee;
    switch (long(size65)) {
    case 6: {
        impl35::relax36<<<8 * 16, dim3((size65 + 0177) / 0x80, (size65 + 0x7f) / 128), 0, 0>>>((size65 += size65, 43lu), (size65 += size65, 613) % ((long)0x16));
        double t66 = 7 & ((size65 ^ 53l) & (size65 ^ size65));
        break;
    }
    case 3: {
        const char *w67 = "path\\to";
        break;
    }
    case 5:
        break;
    case 12: {
        long mid68((size65 += 21lu, int(1u)));
        static_assert((49) == 49, "expected value");
        break;
    }
    default:
        break;
    }
    smooth2<<<dim3((0x100), 64, 0x80), 0x200>>>(nullptr, size65, false, 071 % (size65 + size65));
    split25_kernel<<<(size65 + 31) / 32, 512>>>(nullptr);
    return 0;
}
