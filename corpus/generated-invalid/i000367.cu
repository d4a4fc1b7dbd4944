// cudagen 0.1 seed 367 invalid:bad_initializer_type
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,builtin_vars,host_function,main,shared_var,constexpr_var,local_array,if,static_assert,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_generic,macro_object
#include "prelude.cuh"

#define WARPS_1 5
#define CHUNK_2 16

__global__ void __maxnreg__(128) tally3_kernel(int* __restrict__ dst4, int n5, float* buf6) {
    dst4[blockDim.x] = 44;
    __shared__ int sh_7[8];
    unsigned long e8[WARPS_1 + 0x2] = {};
}

template <class T, int N>
__global__ void __maxnreg__(128) merge9(T b10) {
    int idx11 = threadIdx.x;
    T x12 = N + threadIdx.z;
    b10 = threadIdx.x / (static_cast<int>(CHUNK_2) * b10);
    x12 = (x12);
    if ((~idx11) < sizeof(T)) {
        return;
    }
    int mid13 = x12;
}

long long weigh14(unsigned long long* out15, double* data16, const float* src17) {
    static_assert((CHUNK_2 + 0x15) > 36, "expected value");
    static_assert(sizeof(int) == 4, "tile must fit");
    (*out15) = (sizeof(float) % (*out15)) + 53;
    int sum18 = static_cast<int>(*data16);
    int* res19 = &sum18;
    return out15[1] - CHUNK_2;
}

int main() {
    int n20 = 06543;
    float *ptr25 = 3;
    if (n20 < (~(n20 + 21))) {
        if ((n20 += n20, n20) >= n20) {
            auto lam24 = [](auto v21, auto f22) {
                float t23 = CHUNK_2;
                v21 = f22 + t23;
                f22 = (5) >> static_cast<int>(v21);
                return v21 * 2;
            };
            merge9<long, ((1))><<<(WARPS_1 + 11), (WARPS_1 + 59) * 4>>>(lam24(n20, n20));
            n20 = n20;
        }
        tally3_kernel<<<(n20 + 63) / 64, 32>>>(&n20, weigh14((unsigned long long*)nullptr, (double*)nullptr, (const float*)nullptr), nullptr);
    }
    return 0;
}
