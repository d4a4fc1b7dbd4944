// cudagen 0.1 seed 580 invalid:pointless_unsigned_comparison
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,device_var,host_global,constexpr_var,auto_var,if,for,pragma_unroll,goto,static_assert,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_static,cast_reinterpret,cast_const,sizeof,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define CHUNK_1 16
#define MOD8_2(x) ((x) % 8)
#define MOD8_3(x) ((x) % 8)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b

template <typename T, int N>
__global__ void split6(T q7, const double* input8, int* __restrict__ data9) {
    ++data9[4];
    unsigned v10 = 27;
    v10 = MOD8_3(data9[v10]);
    q7 = input8[v10];
}
const char* g_pivot11 = "kernel\n" "_tail";

__global__ void smooth12_kernel(int lane13, int* __restrict__ acc14, const int* coef15) {
    #pragma unroll
    for (int j16 = 0; j16 < lane13; j16++) {
        lane13++;
        int tmp17 = (*coef15) - ((*acc14) - MOD8_3(*acc14));
        acc14[1] = 58 * ((coef15[7] - 3'443l) >> 2l);
    }
    acc14[0] = acc14[0] * ((4122LL - coef15[lane13]) * CHUNK_1);
}

__global__ void norm18(char p19) {
    p19 = 0b1111111;
    p19 = p19;
    static_assert(0b10110 > 0b10101, "size check");
    if (p19 < sizeof(long))
        return;
    auto val20 = MOD8_2(p19) << (CAT_5(p, 19) + p19);
}
__device__ int d_relax21;

__global__ void __launch_bounds__(1 << 6) shade22_kernel(const int* __restrict__ in23, int len24, float* __restrict__ dst25) {
    if ((in23 != nullptr) || (in23[len24] <= in23[7])) {
        goto out27;
    }
    for (int it26 = d_relax21; it26 > 0; --it26) {
        len24 = CAT_5(len, 24) >> ((CAT_5(it, 26)) % 37u);
        len24 = dst25[len24];
        --dst25[5];
    }
    len24 = dst25[len24] - ((sizeof(int) * in23[d_relax21]) << sizeof(int));
out27:;
}

__global__ void combine28(const int* coef29) {
    if (((*coef29) - coef29[d_relax21]) > coef29[7])
        return;
    ++d_relax21;
    --d_relax21;
    d_relax21 = CHUNK_1;
    d_relax21 = 1;
    d_relax21++;
    d_relax21 = 5 + d_relax21;
}

template <typename T>
__global__ void score30_kernel(const T* src31, const T* __restrict__ in32, T* __restrict__ dst33) {
    T t34 = 5L;
    if (t34 < sizeof(T)) {
        goto done35;
    }
    dst33[0b111] = t34;
done35:;
}

float check_update36(int len37, int n38, const float* __restrict__ src39) {
    shade22_kernel<<<0b100000, sizeof(int) * 128, 0, 0>>>(&len37, 16, const_cast<float*>(src39));
    ++n38;
    return CHUNK_1;
}

int main(void) {
    int n40 = 2610;
    unsigned int size43 = n40;
    if (size43 < 0) {
        n40 = 0;
    }
    float v41 = g_pivot11[0] + n40 + g_pivot11[1] + (-(-18.375f));
    combine28<<<CHUNK_1 * 4, CHUNK_1 + 16>>>(nullptr);
    norm18<<<dim3((n40 + 127) / 128, CHUNK_1 + 112), 1 << 9>>>(check_update36(v41, check_update36(CHUNK_1, g_pivot11[0], &v41), &v41));
    int m42 = check_update36(n40, MOD8_2(g_pivot11[0] - g_pivot11[0b0]), &v41);
    ++v41;
    split6<long, 8><<<(CHUNK_1), 1 << 7, 0, nullptr>>>(sizeof(int), nullptr, nullptr);
    smooth12_kernel<<<dim3((m42 + 255) / 256, 1 << 4, (n40 + 255) / 256), 512>>>(n40 + static_cast<int>(CAT_5(n, 40)), &m42, &m42);
    score30_kernel<long><<<1 << 8, 32>>>(nullptr, nullptr, nullptr);
    return 0;
}
