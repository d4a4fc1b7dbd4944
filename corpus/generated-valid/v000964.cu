// cudagen 0.1 seed 964 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,static_device_function,host_device_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,for,pragma_unroll,goto,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define CHUNK_1 3
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__host__ __device__ long long kick4(unsigned int* out5)
{
    (*out5)--;
    out5[3] &= *out5;
    return ('A' ^ out5[3]) % 52lu;
}

static __device__ unsigned int scale6(long b7, float cfg8 = 18.125f)
{
    if ((b7 & 53) != b7) {
        goto done14;
    }
    (b7--, (cfg8 *= 12 + kick4((unsigned int*)nullptr) + 5));
    for (int j9 = 0x0, j10 = b7; j9 < j10; (++j9, (--j10))) {
        #pragma unroll 8
        for (int n11 = 0; n11 < j10; n11 += 1) {
            for (int i12 = 0; i12 < b7; i12++) {
                b7 = cfg8;
                cfg8 -= n11 | (static_cast<short>(cfg8) + 14);
            }
            float u13[4]{cfg8, cfg8, 1781, 21.25f};
        }
    }
done14:;
    return static_cast<int>(kick4(nullptr));
}
// Returns the accumulated value.

__global__ void drift15(float* buf16)
{
    extern __shared__ float dyn_17[];
    (*buf16) = kick4(reinterpret_cast<unsigned int*>(buf16));
    scale6(141, kick4(reinterpret_cast<unsigned*>(buf16)) + (buf16[0x4] + blockIdx.x));
}
static_assert(8 == 0x8, "tile must fit");

static __device__ __noinline__ int update18(float beta19)
{
    beta19 = CHUNK_1;
    float base20 = CHUNK_1;
    if ((scale6(gridDim.y) & 1)) {
        goto finish21;
    }
    SWAP_3(float, base20, beta19);
finish21:;
    return threadIdx.x;
}

int main()
{
    int n22 = 3050;
    n22 = 0x1ull;
    kick4((unsigned int*)nullptr);
    static_assert(0xD > 0xC);
    const char* idx23 = "ok";
    drift15<<<(n22 + 255) / 0x100, (0x20), sizeof(int) * 256>>>(nullptr);
    return 0;
}
