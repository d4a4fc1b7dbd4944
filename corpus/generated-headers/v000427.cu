// cudagen 0.2 seed 427 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constexpr_var,bitwise,shift,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_undef,exceptions,hdr_cmath,hdr_cuda_std
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cuda/std/array>
#include <cuda/std/functional>

#define NUM_ITERS_1 16
#define WARPS_2 (3)
#define LOW_BITS_3(x) ((x) & 0xF)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef NUM_ITERS_1
#define NUM_ITERS_1 24
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Failure7 {
    int code;
};
int check9(int v) {
    if (v > 10) {
        throw v;
    }
    return v;
}
int guarded8(int x) noexcept {
    try {
        return check9(x);
    } catch (const Failure7 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}

__global__ void __launch_bounds__(1 << 8) count10(long *dst11, int len12) {
    float lo13{2.0f};
    (void)lo13;
    int m14((len12 += NUM_ITERS_1, (WARPS_2 & ((*dst11) & dst11[2]))));
    cuda::std::array<int, 4> lanes15{};
    lanes15[0] = m14;
    int total16 = lanes15[0] + static_cast<int>(lanes15.size()) + cuda::std::plus<int>()(lanes15[1], 1);
    (void)total16;
}

unsigned int check_spread17(double *__restrict__ out18) {
    count10<<<sizeof(float) * (WARPS_2 + (NUM_ITERS_1 + (NUM_ITERS_1 + (WARPS_2 + 10)))), 1 << 7, 0, nullptr>>>(reinterpret_cast<long*>(out18), out18[6]);
    int u19 = (0b101000ul) + (*out18);
    u19 = 9 / u19;
    return LOW_BITS_3(guarded8(sizeof(size_t)) + guarded8(u19));
}

int main() {
    int count20 = 2114;
    float res21 = count20;
    count10<<<dim3((512), (count20 + 255) / 0x100, (count20 + 077) / 64), 32>>>(nullptr, (res21 += 10, WARPS_2));
    count10<<<sizeof(float) * (NUM_ITERS_1 + (WARPS_2 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (WARPS_2 + 2))))))), NUM_ITERS_1 + (NUM_ITERS_1 + 0x10), 0, 0>>>(static_cast<long*>(nullptr), WARPS_2 + floorf(17.0f));
    int flag22 = ((count20 - count20) * (count20 - 1)) & (count20 - (0b110110 * count20));
    (void)flag22;
    count20--;
    return 0;
}
