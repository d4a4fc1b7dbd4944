// cudagen 0.1 seed 2259 valid
// features: kernel,launch,launch_dim3,device_function,host_function,default_args,main,shared_var,extern_shared,local_array,auto_var,if,compound_assign,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

void check_combine5(int stride6, float *dst7) {
    (*dst7) = 22u;
    auto lam9 = [=](int base8) mutable -> double {
        (*dst7)--;
        return 0x2 - ((*dst7) / 28);
    };
    lam9(dst7[stride6]);
    stride6 /= 01204;
    dim3 t10(64, 0x200, 1);
    float diff11 = dst7[6];
    stride6 = (0x37ull);
    float h12 = static_cast<int>(0xd7b + diff11) - 16.25F;
}

__device__ void spread13(int *buf14, int stride15 = 14) {
    stride15 = 0x3E;
    stride15 = (49 * (stride15 - buf14[5]));
    stride15 += CAT_4(stride, 15) - (-(CAT_4(stride, 15) + stride15));
    float v16{5.875f};
}

__global__ void grow17_kernel(float a18, const double *in19) {
    extern __shared__ size_t dyn_20[];
    dyn_20[0] = long((a18));
    if (dyn_20[4]) {
        return;
    }
    unsigned int v21[(7)] = {25};
}

int main(void) {
    int count22 = 1334;
    unsigned lim23[5] = {'\t', 0x30l};
    auto r24 = 0x10lu - (count22 * (+lim23[3]));
    r24 = 43;
    grow17_kernel<<<4 * 4, sizeof(unsigned int) * 128>>>((r24 * 'z') + (lim23[count22] - CAT_4(count, 22)), static_cast<const double*>(nullptr));
    return 0;
}
