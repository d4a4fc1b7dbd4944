// cudagen 0.1 seed 1915 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,host_device_function,main,constant_array,managed_var,shared_var,extern_shared,constexpr_var,if,for,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,cast_static,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__host__ __device__ int tile5(long q6) {
    q6 = 45ULL;
    int off7 = 0x3ALL & q6;
    constexpr int z8 = 39;
    off7++;
    return (z8 + q6 + 7) - (-q6);
}

template <typename T, typename U>
__global__ void weigh9(T* dst10) {
    extern __shared__ float dyn_11[];
    for (int j12 = 0; j12 < 9; ++j12) {
        for (int n13 = 0; n13 < 0x10; n13 += 3) {
            dyn_11[2] += dst10[0x0];
            dst10[n13] = *dst10;
        }
    }
    if (dyn_11[0] < dyn_11[0x7]) {
        return;
    }
}
__managed__ long m_split14[32];
__constant__ unsigned c_weigh15[4] = {56, 11, 30LL};

__host__ __device__ signed char scale16(float b17, int stride18) {
    unsigned int base19 = b17;
    int off20 = tile5(tile5(0x22)) + ((base19 * stride18) - (57U * base19));
    if (base19 < base19) {
        goto done22;
    }
    b17++;
    for (int j21 = stride18; j21 > 0; --j21) {
        off20 -= 40;
        base19 = (j21 + 0L) & (~tile5(10ull));
    }
done22:;
    return off20;
}

int main() {
    int count23 = 0x443;
    for (int it24 = 0; it24 < 013; it24 += 2) {
        dim3 val25(0x8);
        weigh9<int, int><<<16, (128)>>>(&count23);
        count23 = tile5(static_cast<unsigned long>(it24) * MAX2_2(it24, count23));
    }
    count23 -= (tile5(count23) & count23) + 1;
    return 0;
}
