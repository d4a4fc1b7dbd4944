// cudagen 0.1 seed 2305 valid
// features: kernel,launch,launch_stream,device_function,host_function,default_args,main,constexpr_var,if,if_else,for,switch,goto,static_assert,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,macro_object,macro_function
#include "prelude.cuh"

#define TILE_DIM_1 5
#define RADIUS_2 5
#define CHUNK_3 16
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

__global__ void decay7_kernel(int* acc8, int n9, const double* coef10, size_t* out11) {
    if (MAX2_4(n9, out11[n9 & 7]) <= n9) {
        return;
    }
    if ((*coef10) <= 46) {
        for (int i12 = 0; i12 < n9; i12++) {
            if ((coef10[1] - (*coef10)) <= n9) {
                return;
            }
        }
    } else if (n9 < (n9)) {
        if ((*out11) == (*coef10)) {
            return;
        }
        (*out11) *= MAX2_4((*acc8) % (n9 % 4176ll), MAX2_4(coef10[2], n9));
    } else {
    }
}

__device__ size_t stencil13(long long q14, const int* in15) {
    if ((in15[4] | CHUNK_3) >= in15[q14]) {
        goto done18;
    }
    switch (in15[7]) {
    case 5:
        break;
    case 2 * (RADIUS_2 + 1):
        break;
    case RADIUS_2 + 5:
        break;
    case 0:
        break;
    }
    q14 -= static_cast<int>(*in15) ^ in15[q14];
    if ((RADIUS_2 * in15[0]) != q14) {
        if ((q14 == 56) && (static_cast<unsigned>(in15[2]) >= 2)) {
            double y16 = (q14 * 1594) & (q14);
            float e17 = q14;
        }
    }
done18:;
    return 06056;
}

int check_shade19(int lane20 = '#') {
    for (int it21 = 0; it21 < 10; it21 += 3) {
        ++lane20;
    }
    static_assert((24) == 24, "expected value");
    lane20 &= (lane20 - 'z') - 'z';
    float flag22{17.75f};
    return lane20;
}

int main() {
    int count23 = 1725;
    count23 *= count23;
    cudaStream_t sum24 = (cudaStream_t)0;
    if (count23 || (count23 <= 49)) {
        return check_shade19();
    }
    if (!(count23 <= count23)) {
        return 46L;
    }
    decay7_kernel<<<(count23 + 127) / 128, 32 * 16>>>(nullptr, count23, nullptr, static_cast<size_t*>(nullptr));
    return 0;
}
