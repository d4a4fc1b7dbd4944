// cudagen 0.1 seed 2014 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,default_args,main,constexpr_var,local_array,const_local,namespace,if,if_init,for,pragma_unroll,while,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define WARPS_1 3
#define CHUNK_2 128
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define HALF_4(x) ((x) / 2)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void pack6(const float *input7) {
    int iter8 = 0;
    while ((iter8 < iter8) && (iter8 < input7[0x6])) {
        if (const float s9 = input7[iter8 & 7] + (1102); (input7[5] >= s9) || (!(s9 > 0x38lu))) {
            int f10[0x1 << 2]{iter8, iter8, static_cast<int>(2092), 55U};
            if ((s9) != (iter8 + 28ULL)) {
                const int lim11 = +MIN2_3(*input7, (54UL << f10[iter8]));
                f10[0x2] = CHUNK_2 << lim11;
            }
        }
        ++iter8;
    }
}

__global__ void step12_kernel(float *acc13, short alpha14, const float *__restrict__ coef15, int *buf16) {
    (*buf16) = coef15[alpha14];
    int stride17 = sizeof(float);
    unsigned long hi18 = CHUNK_2 - stride17;
    (stride17--, (alpha14 = CHUNK_2));
    const int s19 = WARPS_1;
}

void check_smooth20(float q21, int len22 = 15l) {
    size_t tmp23(HALF_4(len22) - 50);
    tmp23 = 34L;
    unsigned long diff24 = q21 / q21;
    if ((len22 & 1))
        return;
}

namespace impl25 {
float run_score26(int lane27, int lane28) {
    step12_kernel<<<WARPS_1 + 29, dim3((WARPS_1 + (WARPS_1 + 26)), 1 << 6, 1)>>>(nullptr, WARPS_1 ^ ((int)lane27), nullptr, &lane28);
    const char *v29 = "tile" "_tail";
    SWAP_5(int, lane28, lane27);
    if (12 > MIN2_3(lane28, 6L))
        return (lane27 += v29[1], lane28);
    return ((lane28 + lane27) - HALF_4(v29[0x0])) - (sizeof(char) * ((lane27 != 22lu) ? CHUNK_2 : v29[0x1]));
}

__global__ void filter30_kernel(int lane31) {
    #pragma unroll
    for (int it32 = 0; it32 < lane31; ++it32) {
        #pragma unroll
        for (int n33 = 0, j34 = it32; n33 < j34; (++n33, (--j34))) {
            #pragma unroll 8
            for (int n35 = 0; n35 < j34; n35++) {
                int idx36 = n35;
                const int cnt37 = (lane31 += n35, n33);
            }
        }
    }
}

__host__ unsigned long mix38(float p39, float b40 = 1e1f) {
    b40 = (size_t)63;
    if (!((+p39) > 5)) {
        if (MIN2_3(p39, p39) != ' ')
            return sizeof(long) ^ ((p39 == p39) ? sizeof(char) : 46);
    }
    pack6<<<(64), CHUNK_2 + 0b10000000>>>(&p39);
    b40 = (((b40 - b40) > sizeof(unsigned short)) || ((b40 >= p39) || (b40 < b40))) ? p39 : p39;
    return p39;
}
} // namespace impl25

void host_mix41(int count42, int len43, int *__restrict__ data44) {
    auto fn46 = []() -> float {
        double q45[sizeof(int)] = {};
        static_assert((17) > 16, "tile must fit");
        return WARPS_1 - (q45[3] - q45[0]);
    };
    fn46();
    for (int it47 = 9; it47 > 0; --it47) {
        int r48 = ((*data44) + (sizeof(int) + (*data44))) & ((*data44) * (42l));
        impl25::filter30_kernel<<<dim3((it47 + 63) / 64, 1), dim3(0x1), 0, 0>>>(count42);
        (len43--, (len43 = count42 + (count42 += WARPS_1, count42)));
    }
}

int main() {
    int size49 = 3390;
    for (int it50 = size49; it50 > 0; --it50) {
        size49 = 0b100000u | ((it50 + size49) >> 2);
        impl25::filter30_kernel<<<(WARPS_1 + (WARPS_1 + (WARPS_1 + (WARPS_1 + (WARPS_1 + 0b10001))))) * 0x8, 2 * 16>>>(60);
    }
    dim3 cnt51 = dim3(0x1 << 3);
    double u52 = (60 * size_t(size49)) - (size49);
    return 0;
}
