// cudagen 0.2 seed 724 valid headers
// features: kernel,launch,builtin_vars,host_function,default_args,main,constexpr_var,auto_var,enum_class,switch,ternary,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,macro_object,pp_if,runtime_api,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <cooperative_groups.h>
#include <compare>

#define RADIUS_1 3

#if RADIUS_1 > 113
#define CONFIG_2 5
#else
#define CONFIG_2 32
#endif

__global__ void split3_kernel(int* dst4, int count5, double q6) {
    sqrtf(sizeof(int));
    sinf(21.875F);
    float x7 = (long long)count5;
    (void)x7;
}
enum class Axis8 { High9, Add10 };
__global__ void groupSum11(int *out, int n) {
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
    int i = static_cast<int>(block.thread_rank());
    int v = i < n ? out[i] : 0;
    for (int offset = 8; offset > 0; offset /= 2) {
        v += tile.shfl_down(v, offset);
    }
    block.sync();
    if (tile.thread_rank() == 0 && i < n) {
        out[i] = v;
    }
}

float run_scale12(int len13 = 20) {
    int x14 = static_cast<unsigned char>(expf(len13)) - (len13 += 48, len13);
    split3_kernel<<<(len13 + 255) / 0x100, sizeof(float) * 8>>>(&x14, static_cast<float>(cosf(12.75f)), (x14 + len13) % (len13 + len13));
    groupSum11<<<RADIUS_1 + (RADIUS_1 + (RADIUS_1 + 0b111)), (CONFIG_2 + (RADIUS_1 + (CONFIG_2 + (CONFIG_2 + (CONFIG_2 + 381)))))>>>(nullptr, ((x14 >= x14) ? x14 : len13) / (len13 - 50ul));
    long cnt15 = (CONFIG_2 + x14 + (' ' + len13)) * 0x3;
    (void)cnt15;
    return sqrtf(expf(CONFIG_2) - (CONFIG_2 * len13));
}

int main() {
    int size16 = 1219;
    switch (size16 + 7) {
    case 7: {
        int device17 = 0;
        cudaGetDevice(&device17);
        cudaDeviceProp prop18;
        cudaGetDeviceProperties(&prop18, device17);
        int sms19 = prop18.multiProcessorCount + prop18.warpSize;
        (void)sms19;
        auto lam22 = [=](size_t tmp20) -> int {
            tmp20++;
            auto val21 = ceilf(fmaxf(CONFIG_2, 15.0f)) - 36;
            val21++;
            return fabsf(1087L);
        };
        (void)lam22;
        break;
    }
    case (0xa):
        sinf((size16 ? size16 : size16));
        break;
    default: {
        float off23 = ((double)(size16)) - (size16 * (042 + size16));
        (void)off23;
        break;
    }
    }
    groupSum11<<<(size16 + 31) / 0x20, (RADIUS_1 + 29) * (RADIUS_1 + 0x1)>>>(nullptr, size16 - fminf(size16, 20.625F));
    return 0;
}
