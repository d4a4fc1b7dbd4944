// cudagen 0.1 seed 1072 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,default_args,main,constant_var,shared_var,extern_shared,local_array,struct,struct_methods,namespace,if,for,while,ternary,compound_assign,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,method_call,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
namespace kern3 {
void update4(int *buf5, const float *__restrict__ src6, int lane7 = 0b1000) {
    char u8 = *src6;
    int w9 = 0;
    while ((w9 < lane7) && ((buf5 == nullptr) || (lane7 <= w9))) {
        if ((buf5[6] + CAT_2(u, 8)) >= 18) {
            return;
        }
        --buf5[u8];
        ++w9;
    }
}
struct Pixel10 {
    char mass11;
    int flag12;
    __host__ __device__ int apply13() const {
        return flag12;
    }
    __host__ __device__ char total14() const {
        if (mass11 < mass11) {
            return ((flag12 == mass11) ? flag12 : 57) + CAT_2(mass, 11);
        }
        return -64;
    }
};
} // namespace kern3
__constant__ long c_drift15 = 4;
template <typename T>
__global__ void __launch_bounds__(1 << 9) combine16_kernel(const T *input17, T *acc18, T *data19, int n20) {
    const int *u21 = (const int*)nullptr;
    int q22[4] = {50, n20, n20, 45U};
    data19[n20]++;
}
/* Helper used by the kernels below. */
__global__ void grow23_kernel(int lane24, int lane25, float *__restrict__ dst26, kern3::Pixel10 beta27) {
    __shared__ unsigned sh_28;
    int y29 = 21;
    __shared__ float sh_30[8];
}
__global__ void reduce31(int lane32, int stride33) {
    extern __shared__ float dyn_34[];
    dyn_34[stride33] = stride33;
    dyn_34[c_drift15] /= MIN2_1(c_drift15, (22));
    kern3::Pixel10 m35 = {0b1111111U, 7};
    kern3::Pixel10 y36 = {127L, -8l};
}
void update37(int len38, int len39) {
    int iter40 = 0;
    while (iter40 < len38) {
        if ((3 < (len39 - 57)) || (4UL == (iter40 / iter40))) {
            for (int n41 = 0; n41 < 8; ++n41) {
                kern3::update4(nullptr, static_cast<const float*>(nullptr), sizeof(kern3::Pixel10));
            }
        }
        ++iter40;
    }
    reduce31<<<(len38 + 31) / 32, (512), 0, nullptr>>>(1 * (len39 - 9L), 1697lu);
}
int main() {
    int size42 = 2799;
    const char *flag43 = "\x41\102";
    for (int n44 = 0; n44 < 5; n44 += 4) {
        size42 /= size42;
    }
    update37(31, CAT_2(size, 42));
    kern3::Pixel10 lim45{27U, 17UL};
    combine16_kernel<unsigned><<<(size42 + 127) / 128, (512)>>>((const unsigned*)nullptr, nullptr, (unsigned*)nullptr, lim45.flag12);
    grow23_kernel<<<(16), 256>>>(lim45.mass11, lim45.total14() << lim45.apply13(), static_cast<float*>(nullptr), kern3::Pixel10{127, 21L});
    return 0;
}
