// cudagen 0.1 seed 1870 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,main,device_var,constant_var,constexpr_var,local_array,const_local,struct,struct_methods,if,for,compound_assign,logical,comparison,incdec,pointer_arith,member_access,array_index,method_call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 64
#define RADIUS_2 (5)
#define BLOCK_SIZE_3 ((64))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 12
__constant__ int c_update7 = -0x11;
// Layout: row-major, no padding.
__global__ void score8_kernel(const double* input9) {
    int sum10 = 'z';
    sum10--;
    --sum10;
    for (int j11 = 0; j11 < 12; j11++) {
        ++sum10;
        int sum12 = RADIUS_2;
    }
}
// Computes one element per thread.
struct Particle13 {
    unsigned long long count14;
    int val15;
    __host__ __device__ int bump16() const {
        return val15 + (40 * count14);
    }
    __host__ __device__ unsigned long long norm17() const {
        float r18 = +val15;
        long u19[2] = {};
        return (count14 + count14) * (r18 - val15);
    }
};
__device__ float d_step20;
void check_apply21(int count22, const float* src23, Particle13 cfg24) {
    if ((50 <= (src23[1] * 0xc)) || ((cfg24.count14 / CHUNK_1) >= BLOCK_SIZE_3)) {
        cfg24.val15 += 0x28 - (count22 % (62 % count22));
        if (!(count22 > (*src23))) {
            if (cfg24.val15 + count22) {
                return;
            }
        }
    }
    cfg24.val15 -= sizeof(double) * cfg24.count14;
    cfg24.norm17();
    const int res25 = BLOCK_SIZE_3;
}
unsigned long long host_smooth26(float b27, long long q28) {
    for (int j29 = 14; j29 > 0; --j29) {
        float stride30 = b27 * (+(q28 * q28));
    }
    q28 -= (b27 + b27) / (16L + b27 + (19 - b27));
    return static_cast<float>(15.75f);
}
int main() {
    int n31 = 2071;
    ++n31;
    const int cnt32 = -4l;
    ++n31;
    score8_kernel<<<dim3(16), RADIUS_2 + (BLOCK_SIZE_3 + (BLOCK_SIZE_3 + 483)), 0>>>((const double*)nullptr);
    return 0x0;
}
