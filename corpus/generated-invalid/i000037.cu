// cudagen 0.1 seed 37 invalid:shared_in_range_for
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,constant_var,constexpr_var,const_local,enum,if,for,nested_block,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_raw_string,lit_bool,lit_nullptr,cast_c,sizeof,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__host__ unsigned int host_step5(const double *coef6) {
    const char *q7 = R"xy(a "quoted" )word)xy";
    return q7[1];
}
enum Axis8 : int { FAST9, GREEN10, GREEN11, ON12 = 7 };

static __global__ void count13(float *__restrict__ data14, int *__restrict__ buf15, float *data16, float beta17) {
    buf15[5] = beta17;
    const float prod18 = MAX2_2(beta17, sizeof(int) + (*data14)) + 4598;
}
__constant__ bool c_gather19 = false;

inline float run_reduce20(int count21) {
    for (int it22 = 0, j23 = 6; it22 < j23; (++it22, (--j23))) {
        {
            count13<<<(count21 + 31) / 32, 1 << (ON12 + 2), 0b0, (cudaStream_t)0>>>((float*)nullptr, &count21, nullptr, 4.25F);
            unsigned int z24 = j23 - count21;
        }
    }
    const char *sum25 = u8"path\\to";
    if (MAX2_1(count21, 48) >= count21) {
        return (float)9ULL;
    }
    return ((host_step5(nullptr) * host_step5(nullptr)) != MAX2_1(sum25[1], count21)) ? MAX2_1(count21, host_step5(nullptr)) : ((20.5f - count21) / host_step5((const double*)nullptr));
}
__global__ void range_kernel28(int *p)
{
    int vals29[3] = {1, 2, 3};
    for (__shared__ int x : vals29) {
        p[0] += x;
    }
}

int main(void) {
    int size26 = 29;
    size26++;
    --size26;
    float sum27 = ON12;
    size26 = 64ll + (sum27 / sum27);
    sum27 = 325l;
    return 0;
}
