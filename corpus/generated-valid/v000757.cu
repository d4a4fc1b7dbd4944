// cudagen 0.1 seed 757 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,constexpr_function,main,shared_var,constexpr_var,enum,if,ternary,compound_assign,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_if
#include "prelude.cuh"

#define WARPS_1 64
#define CHUNK_2 4
#define RADIUS_3 64
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if CHUNK_2 % 2 == 0 || CHUNK_2 < 4
#define CONFIG_6 4
#else
#define CONFIG_6 22
#endif

__global__ void warp7_kernel(float *__restrict__ buf8) {
    buf8[0x1] = buf8[0x3];
    __shared__ unsigned sh_9[128];
    if (CONFIG_6 == ((buf8[5] > (*buf8)) ? sh_9[111] : CONFIG_6)) {
        return;
    }
    __shared__ int sh_10;
}
enum State11 : unsigned int { SLOW12, ON13 };

constexpr __host__ __device__ int sift14(int n15, float alpha16) {
    int diff17 = 40l + (alpha16 * n15);
    return alpha16;
}

template <typename T, typename U>
__global__ void __maxnreg__(64) grow18_kernel(const T *coef19, State11 alpha20) {
    U q21 = (double)alpha20;
    q21 *= (48ul <= coef19[0b0]) ? alpha20 : (*coef19);
    int val22 = sizeof(float);
    q21 += ((alpha20 + val22) ? (3175U >> alpha20) : ((*coef19) * val22)) + sizeof(U);
    ++q21;
}

int main() {
    int len23 = 3653;
    warp7_kernel<<<dim3((len23 + 31) / 32), dim3(sizeof(float) * CHUNK_2)>>>((float*)nullptr);
    float *stride24 = nullptr;
    grow18_kernel<int, unsigned int><<<dim3((len23 + 0x7F) / 128, (len23 + 0x1f) / 32), 0x200, sizeof(float) * 64, nullptr>>>(static_cast<const int*>(nullptr), ON13);
    if ((stride24[len23] - 34) == (*stride24)) {
        return sift14(len23, (396u));
    }
    warp7_kernel<<<dim3((ON13 + 1), (len23 + 63) / 64), sizeof(unsigned int) * (ON13 + 127), sizeof(int) * 64, 0>>>(stride24);
    float s25 = CHUNK_2 << (len23 << 6);
    return 0;
}
