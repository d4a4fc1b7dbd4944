// cudagen 0.1 seed 1097 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,default_args,main,device_var,constant_var,constant_array,constexpr_var,if,for,goto,ternary,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2
#ifdef USE_FAST_PATH_2
#define TUNE_3 4
#else
#define TUNE_3 54
#endif
#undef TUNE_3
#define TUNE_3 12
__device__ bool d_update4 = false;
__constant__ int c_filter5 = 62;
__constant__ int c_scatter6[8] = {23, 4560, 7, 0b11ul, 40, 63U, 36, 4381};
__global__ void score7_kernel(int* buf8, int n9, const unsigned long long* in10, unsigned* __restrict__ buf11) {
    if (buf8 != nullptr) {
        goto done13;
    }
    if (d_update4 > sizeof(int)) {
        for (int it12 = 0; it12 < n9; ++it12) {
            d_update4 = d_update4 ? (0 - in10[it12]) : (*buf11);
            n9 = sizeof(unsigned short);
        }
        ++buf11[2];
    }
    ++(*buf11);
done13:;
}
__device__ unsigned int filter14(const int* coef15, float cfg16 = 9) {
    char lim17 = c_filter5;
    if (coef15[7] <= (*coef15)) {
        goto out18;
    }
    lim17 = (lim17 > 22) ? c_filter5 : static_cast<float>(*coef15);
    --cfg16;
out18:;
    return cfg16;
}
int main() {
    int count19 = 0x5e3;
    count19 += count19;
    if (count19 <= 61) {
        return TUNE_3;
    }
    count19 = 10;
    count19 = count19;
    score7_kernel<<<(count19 + 0x7f) / 0x80, dim3((count19 + 255) / 256), sizeof(int) * 128, (cudaStream_t)0>>>((int*)nullptr, 9, nullptr, nullptr);
    return 0;
}
