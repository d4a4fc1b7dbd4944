// cudagen 0.1 seed 731 valid
// features: kernel,kernel_extern_c,launch,builtin_vars,device_function,static_device_function,device_template_function,host_function,constexpr_function,main,constant_var,shared_var,extern_shared,local_array,auto_var,struct,struct_template,for,pragma_unroll,static_assert,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_const,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__constant__ int c_combine2 = L'z';
static_assert(0b101 == 5);

extern "C" {
__global__ void count3(unsigned long long* buf4, const unsigned int* src5, long* out6, const long long* in7) {
    extern __shared__ char dyn_8[];
    unsigned tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto s10 = c_combine2;
    out6[tid9] = buf4[s10];
    s10 = out6[2];
    dyn_8[0] = 127;
    __shared__ float sh_11;
    int k12[6] = {};
}
}

template <typename T>
static __device__ T grow13(const T* input14, unsigned long long* dst15, unsigned int p16) {
    T v17{62};
    p16 = threadIdx.x;
    #pragma unroll 8
    for (int i18 = 0; i18 < 7; ++i18) {
        v17 = 35;
        v17 = v17;
    }
    return 9.875;
}

template <typename T>
struct Cell19 {
    T w20, w21;
    T lo22;
    __host__ __device__ T get23(T res24) const {
        double v25 = (T)w21;
        static_assert(14 == 0b1110, "size check");
        return w21;
    }
};
/* Returns the accumulated value. */

__global__ void update26(int len27, const unsigned int* input28, int len29) {
    int i30 = threadIdx.x;
    unsigned* f31 = nullptr;
    int k32(input28[7]);
}

constexpr __host__ int smooth33(int count34) {
    return 3lu;
}

int main() {
    int count35 = 3065;
    update26<<<1, 128>>>(smooth33(count35), nullptr, 3);
    count3<<<(count35 + 63) / 64, 64 * 2>>>((unsigned long long*)nullptr, static_cast<const unsigned int*>(nullptr), nullptr, (const long long*)nullptr);
    for (int i36 = 0; i36 < 9; ++i36) {
        count35 = smooth33(i36);
        count35 = smooth33(i36);
    }
    return 0;
}
