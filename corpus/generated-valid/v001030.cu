// cudagen 0.1 seed 1030 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,host_function,static_host_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,struct,if,for,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_bool,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_init_capture,lambda_generic,macro_object,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 32
#define WARPS_2 256
#define WARPS_3 256
#undef WARPS_3
#define WARPS_3 8
static __device__ bool d_scatter4;
// NOTE: keep in sync with the host reference.

struct Pixel5 {
    int mass6;
    int count7, flag8;
};
__device__ double d_blend9;
/* Returns the accumulated value. */

static int check_tile10(const int *__restrict__ input11) {
    auto op16 = [t12 = 1596u + (*input11)](auto w13, auto idx14) {
        int stride15((t12 >> (39 + t12)));
        idx14 = idx14 * t12;
        return w13 * 2;
    };
    op16(*input11, 2);
    auto fn18 = [t17 = input11[1] - input11[6]]() {};
    if (input11[0] <= input11[5]) {
        goto out20;
    }
    fn18();
    for (int n19 = 12; n19 > 0; --n19) {}
out20:;
    return sizeof(Pixel5);
}

int run_drift21(long b22 = 0) {
    check_tile10(nullptr);
    b22 = 'a';
    for (int i23 = 9; i23 > 0; --i23) {
        b22 &= (-(30 + b22)) * sizeof(short);
    }
    if ((b22 * 55) < b22) {
        return check_tile10((const int*)nullptr);
    }
    return check_tile10(nullptr);
}
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(1 << (WARPS_3 + 1), 0x2) trace24_kernel(int stride25) {
    extern __shared__ int dyn_26[];
    d_scatter4 = false;
    --dyn_26[6];
    auto y27 = int((stride25));
    dyn_26[3] = 61UL;
    stride25--;
    char f28{56};
}
// NOTE: keep in sync with the host reference.

__global__ void __maxnreg__(64) lerp29(float alpha30, int *data31, float *__restrict__ data32, const float *input33) {
    extern __shared__ double dyn_34[];
    if (d_scatter4 <= 40) {
        goto finish35;
    }
    alpha30 += data32[2];
    if (data31 != nullptr) {
        return;
    }
    --(*data32);
finish35:;
}

int main(void) {
    int n36 = 2523;
    (n36--, (n36 = -(check_tile10((const int*)nullptr) - (WARPS_2 * n36))));
    trace24_kernel<<<(n36 + 127) / 128, 64>>>(((n36 != 'A') ? n36 : n36) + n36);
    lerp29<<<(n36 + 0177) / 128, (WARPS_3 + 0x78)>>>(n36, nullptr, nullptr, nullptr);
    n36 = (n36 * n36 * (n36 - n36)) + (check_tile10(nullptr) / n36);
    return 0x0;
}
