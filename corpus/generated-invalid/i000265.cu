// cudagen 0.1 seed 265 invalid:unterminated_comment
// features: kernel,kernel_static,restrict_params,launch,device_function,static_device_function,default_args,main,shared_var,namespace,if,for,pragma_unroll,switch,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define RADIUS_1 5
#define BLOCK_SIZE_2 (RADIUS_1 + 59)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

namespace math4 {
__device__ unsigned int step5(float cfg6, int len7) {
    cfg6--;
    cfg6 /= (len7) % 12ul;
    if (cfg6 >= len7) {
        return cfg6 - (57 * cfg6);
    }
    for (int n8 = RADIUS_1 + (RADIUS_1 + 3); n8 > 0b0; --n8) {
        ACCUM_3(len7, (len7));
    }
    int res9 = 21ul;
    return res9;
}

static __device__ int pack10(unsigned beta11 = 18) {
    math4::step5((beta11 * 8.75f) + (beta11 + beta11), ('a' - beta11) + 6);
    __shared__ int sh_12[0400];
    beta11 += 52;
    if (4 > (beta11 / 20ULL)) {
        return 49u;
    }
    const int *val13 = (const int*)nullptr;
    return sh_12[beta11];
}
} // namespace math4

static __global__ void merge14_kernel(float *__restrict__ data15, const unsigned char *__restrict__ src16) {
    int k17 = ' ' * math4::step5(data15[1], sizeof(long));
    ++k17;
    #pragma unroll 8
    for (int i18 = 0; i18 < 13; i18++) {
        if (i18) {
            return;
        }
    }
    switch (k17 - k17) {
    case 4:
        --k17;
        k17 ^= ' ' + ((*src16) * 3339 * short(6L));
        break;
    default:
        break;
    }
}
/* TODO: tune the block size

int main() {
    int n19 = 1682;
    merge14_kernel<<<(n19 + 63) / 64, 64>>>(nullptr, nullptr);
    ++n19;
    return 0b0;
}
