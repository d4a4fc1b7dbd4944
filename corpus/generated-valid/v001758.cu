// cudagen 0.1 seed 1758 valid
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,host_device_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,enum,anon_namespace,if,goto,static_assert,compound_assign,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_statement
#include "prelude.cuh"

#define CHUNK_1 128
#define RADIUS_2 4
#define TILE_DIM_3 32
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

namespace {
static __global__ void bump7(int lane8, const int* input9, int count10, int* data11)
{
    unsigned i12 = threadIdx.x;
    if (i12 >= lane8) {
        return;
    }
    __shared__ unsigned int sh_13[0x20 * 0b10];
    __shared__ int sh_14[0x2 * 0x8];
    lane8 = (36);
    static_assert(2 == 2, "expected value");
    float f15 = gridDim.z * count10 * 15.0f;
}
enum State16 {
    HIGH17,
    BUSY18,
    ON19,
    OFF20,
    ADD21
};
enum State22 { GREEN23 = 1, BLUE24, ADD25 };
} // namespace

namespace {
inline __host__ __device__ int tally26(int len27, int lane28 = -02614)
{
    len27++;
    --lane28;
    lane28 = lane28;
    len27--;
    double res29 = lane28 - BUSY18;
    bool q30(((int)len27) > len27);
    return lane28;
}

__global__ void relax31(const int* coef32, unsigned int* buf33, long long beta34)
{
    extern __shared__ float dyn_35[];
    int i36 = threadIdx.x;
    tally26(tally26(ON19, static_cast<signed char>(dyn_35[beta34])));
    unsigned char z37[4] = {};
    State22 lim38 = BLUE24;
}

__host__ __device__ long weigh39(float b40, State22 p41)
{
    tally26(p41, (41 % p41) + (b40 + b40));
    p41 = p41;
    b40 *= b40;
    if ((p41 - p41) <= 58) {
        goto out42;
    }
    tally26(tally26(tally26(0x35)), 0x1273);
    tally26((0x0ul) * (p41), b40);
    b40 /= 22.625f;
out42:;
    return +(p41 + tally26(4648));
}
} // namespace

int main()
{
    int count43 = 1942;
    bump7<<<dim3((count43 + 0x3f) / 0100, (32), (count43 + 255) / 0x100), 0100>>>((15 * count43) + 6, static_cast<const int*>(nullptr), (count43) * weigh39(HIGH17, GREEN23), static_cast<int*>(nullptr));
    relax31<<<(count43 + 31) / 32, 0100>>>((const int*)nullptr, nullptr, weigh39(count43, BLUE24) / 44UL);
    return 0;
}
