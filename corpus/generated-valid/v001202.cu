// cudagen 0.1 seed 1202 valid
// features: kernel,launch,device_function,device_noinline,host_device_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,if,for,ternary,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 39
#endif

__global__ void reduce5(float p6, int len7) {
    extern __shared__ double dyn_8[];
    float res9 = TUNE_4;
    __shared__ int sh_10[64];
}

__host__ __device__ float split11(float* buf12, float b13, int* data14) {
    b13 = static_cast<float>(b13 + (data14[1] + b13));
    for (int i15 = 0; i15 < (4 * 0b10); i15 += 1) {
        int m16[3] = {0x7};
        int t17 = 20lu - (*buf12);
    }
    return (data14[7] - (19.375F * buf12[0x5])) * (b13 - 20.625F);
}

__device__ __noinline__ int weigh18(float p19) {
    size_t z20 = 38LL;
    size_t y21((((z20) * (z20 * z20)) >= split11(&p19, 10, nullptr)) ? (split11(&p19, p19, nullptr) / 10) : p19);
    bool h22 = 2 > ((y21 % y21) / p19);
    bool stride23 = y21;
    z20--;
    return -33;
}

int main(void) {
    int count24 = 3642;
    int lim25 = TUNE_4;
    reduce5<<<16 * 2, TUNE_4 + 473>>>(split11(nullptr, lim25, &lim25), count24);
    count24 = static_cast<int>(0x29l) * lim25;
    if (((count24 < lim25) ? sizeof(unsigned int) : count24) >= count24)
        return lim25;
    split11(static_cast<float*>(nullptr), (48 - count24) + split11(nullptr, lim25, &lim25), nullptr);
    auto w26 = lim25;
    return 0;
}
