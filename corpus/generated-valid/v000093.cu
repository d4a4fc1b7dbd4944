// cudagen 0.1 seed 93 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_template_function,main,constexpr_var,local_array,const_local,if,while,do_while,goto,static_assert,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define TILE_DIM_2 4
#define RADIUS_3 (4)
#define HALF_4(x) ((x) / 2)
#define LOW_BITS_5(x) ((x) & 0xF)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#if (RADIUS_3 * 2) >= 3 && RADIUS_3 != 0
#define CONFIG_8 7
#else
#define CONFIG_8 22
#endif
#undef RADIUS_3
#define RADIUS_3 8

template <typename T>
__global__ void accum9(const T* input10) {
    unsigned int idx11 = threadIdx.x;
    unsigned int idx12 = 026;
    idx12--;
    idx12 = *input10;
}

static __global__ void score13(int len14, unsigned int* out15, const int* src16) {
    int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid17 >= len14)
        return;
    static_assert(sizeof(int) == 4);
    if (len14 == (*out15)) {
        goto done18;
    }
    ++len14;
    out15[6] = 027;
    if (len14 <= (out15[7] + src16[3]))
        return;
done18:;
}

__global__ void smooth19_kernel(unsigned beta20, double q21) {
    unsigned i22 = threadIdx.x;
    --beta20;
    int iter23 = 0;
    do {
        if (RADIUS_3 == ((int)q21))
            continue;
        ++iter23;
    } while (iter23 < 12);
    int val24 = ((long)iter23) * ((18 & i22) * (-q21));
    if (!(iter23 < i22)) {
        goto out25;
    }
    ++val24;
out25:;
}

template <typename T>
__device__ __forceinline__ float update26(T p27, int lane28, int n29) {
    T h30 = 7.75f;
    n29 = p27;
    p27++;
    const float res31 = (h30 + p27) * ((lane28 ^ 0b10) + sizeof(float));
    n29 = ~HALF_4(blockDim.x);
    const int mid32 = lane28;
    h30 = lane28;
    return blockDim.x;
}

template <typename T, int N>
__global__ void smooth33(T* __restrict__ acc34, const signed char* src35) {
    int idx36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass37 = 0b0;
    do {
        int cnt38[4] = {43lu, 0x1f, 02745, -6};
        unsigned short mid39 = threadIdx.x;
        int iter40 = 0;
        while ((iter40 < pass37) && (((*acc34) / mid39) == threadIdx.x)) {
            unsigned int tmp41[8] = {static_cast<unsigned>('\x41' + gridDim.z), 9, 27, 48l, 17, static_cast<unsigned>(0b111U)};
            ++iter40;
        }
        ++pass37;
    } while (pass37 < idx36);
    acc34[pass37] = (blockDim.x - pass37) * LOW_BITS_5(gridDim.y);
    T w42 = 19.875F;
}

int main() {
    int count43 = 2823;
    count43 = RADIUS_3;
    smooth19_kernel<<<512, 256>>>(count43, 0x26);
    count43 = 4585u;
    if ((count43) <= count43)
        return static_cast<double>(count43);
    unsigned lim44 = count43;
    accum9<<<BLOCK_SIZE_1 + (CONFIG_8 + 121), 64, 0, nullptr>>>(static_cast<const float*>(nullptr));
    score13<<<(1), 256>>>((int)BLOCK_SIZE_1, &lim44, &count43);
    smooth33<float, 2><<<(BLOCK_SIZE_1), 64>>>(static_cast<float*>(nullptr), static_cast<const signed char*>(nullptr));
    return 0;
}
