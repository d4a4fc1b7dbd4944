// cudagen 0.1 seed 1897 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum,namespace,nested_namespace,if,while,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,alignof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
enum Axis3 : int { GREEN4 = 3, SLOW5, HIGH6 = 6, FAST7 = 9 };
template <typename T, int N>
__global__ void trace8_kernel(const T* __restrict__ src9, T p10, const T* in11, const T* in12) {
    if (((long)(*src9)) && ((src9[0x7] + 54) <= in12[0b110])) {
        unsigned int e13 = 47;
        if (((float)p10) >= N) {
            return;
        }
    }
    p10 /= src9[6];
    p10 = p10;
    auto tmp14 = src9[0];
    float base15[5] = {};
}
__global__ void step16(int lane17, const long* __restrict__ input18, long cfg19) {
    extern __shared__ unsigned int dyn_20[];
    lane17 -= (input18[cfg19]) * 1;
    auto lo21 = lane17;
    if (!(cfg19 < 1)) {
        goto finish22;
    }
    lane17 += 59;
    if (dyn_20[lo21] >= GREEN4) {
        return;
    }
finish22:;
}
template <typename T, int N = 2>
__global__ void filter23_kernel(const T* __restrict__ coef24, int lane25, const int* in26, const T* coef27) {
    --lane25;
    if ((*in26) || (in26[lane25] > lane25)) {
        if (lane25) {
            if ((lane25 - 9ul) < ((lane25 % N) / sizeof(int))) {
                --lane25;
                auto v28 = N;
            }
        }
    }
}
__global__ void fold29_kernel(double a30, int* dst31, bool q32, const long long* src33) {
    extern __shared__ double dyn_34[];
    --dyn_34[6];
    int u35[7] = {};
    if (!q32) {
        return;
    }
    u35[4] = GREEN4;
    int w36 = a30;
    w36 = q32;
}
namespace impl37::v38 {
__host__ __device__ float spread39(float q40, int count41) {
    int iter42 = 0;
    if ((iter42 - iter42) <= 63) {
        goto done44;
    }
    while (iter42 < count41) {
        count41 &= 341 + count41 + (iter42 - SLOW5);
        Axis3 q43 = FAST7;
        ++iter42;
    }
    count41 -= count41;
done44:;
    return q40;
}
} // namespace impl37::v38
int host_update45(int n46, int n47, int lane48) {
    n47 *= (2073l) * n46;
    n46 = -(HIGH6 * n46 * n47);
    return SLOW5;
}
int main(void) {
    int size49 = 2598;
    host_update45(impl37::v38::spread39(host_update45(size49, size49, 1674), 10 + size49), GREEN4, size49);
    size49 = (size49 % 0x31) / size49;
    size49 += FAST7;
    host_update45(size49, -54, size49);
    step16<<<dim3((size49 + 127) / 128), FAST7 + 23, 0, 0>>>(size49 - (alignof(float) - size49), nullptr, host_update45(19, sizeof(int), HIGH6));
    trace8_kernel<long, ((1))><<<dim3((size49 + 127) / 128, (size49 + 31) / 32), sizeof(unsigned int) * 128, 0x0, 0>>>(static_cast<const long*>(nullptr), size49 * size49, (const long*)nullptr, static_cast<const long*>(nullptr));
    filter23_kernel<<<dim3((size49 + 0x7F) / 128), 0x100>>>(static_cast<const unsigned int*>(nullptr), host_update45(0x1D, 0xC5B, size49 * size49), &size49, (const unsigned int*)nullptr);
    fold29_kernel<<<(size49 + 0b111111) / 64, (0x20)>>>(host_update45(size49, impl37::v38::spread39(0x2bUL, 4), SLOW5), &size49, size49 > size49, nullptr);
    return 0;
}
