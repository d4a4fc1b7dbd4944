// cudagen 0.1 seed 1139 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,static_host_function,default_args,main,constant_array,managed_var,shared_var,extern_shared,local_array,auto_var,static_local,if,for,pragma_unroll,do_while,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__host__ __device__ void sift2(int len3 = 804) {
    ++len3;
    float m4 = (len3 - 2282) * (19.75F + (len3 + CAT_1(len, 3)));
    m4++;
    if ((len3 - m4) <= (-m4)) {
        float k5(53 << static_cast<int>(len3));
    }
    bool cnt6(m4 >= (len3 >> 9));
}

__global__ void __launch_bounds__(sizeof(unsigned int) * 256) score7(int* __restrict__ out8, int* acc9) {
    unsigned gid10 = threadIdx.x;
    #pragma unroll
    for (int i11 = 6; i11 > 0; --i11) {
        if (!((gid10 <= blockIdx.y) || (acc9 != nullptr))) {
            unsigned int hi12[2] = {};
            unsigned int flag13 = (short)((threadIdx.x * 21) - (blockDim.z - CAT_1(gid, 10)));
            auto prod14 = 53;
        }
    }
}
__constant__ int c_kick15[8] = {36, 63, 11, 47UL, 26, 26U, 62, 12U};

__global__ void __launch_bounds__(0b100000 * 16, 4) march16_kernel(int len17, float alpha18, float p19, float* __restrict__ out20) {
    int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid21 >= len17) {
        return;
    }
    float prod22{static_cast<float>(17.125F)};
    sift2(1UL);
    if ((blockDim.x > threadIdx.x) && (!out20) && (CAT_1(p, 19) <= prod22)) {
        __shared__ double sh_23[256];
    }
    sift2(len17);
    float acc24[5] = {};
}

__device__ int bump25(int stride26 = 53) {
    stride26 = ((c_kick15[stride26] + c_kick15[stride26]) - static_cast<long long>(blockDim.x)) - ((c_kick15[threadIdx.y] != c_kick15[stride26]) ? ((short)threadIdx.z) : c_kick15[stride26]);
    __shared__ unsigned short sh_27[256];
    stride26 = c_kick15[stride26];
    return c_kick15[2];
}

static __global__ void probe28_kernel(long long* out29, int lane30, unsigned beta31) {
    extern __shared__ signed char dyn_32[];
    int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter34 = 0;
    do {
        dyn_32[iter34] = iter34;
        ++iter34;
    } while (iter34 < iter34);
    double flag35{15.875F};
}
__managed__ int m_spread36 = 62;

static void host_gather37(unsigned short* acc38, float p39 = 8.125f) {
    static float hi40 = 21.625f;
    const char* acc41 = R"(C:\dir)";
    score7<<<dim3(256), 1 << 5, (02000)>>>(nullptr, nullptr);
    probe28_kernel<<<(m_spread36 + 255) / 256, 256, 0>>>(nullptr, acc38[3], acc41[0] << acc38[m_spread36]);
    hi40 = 49lu << (acc38[m_spread36] + (4252 << acc38[4]));
}

int main(void) {
    int count42 = 52;
    cudaStream_t lim43 = nullptr;
    float* res44 = nullptr;
    march16_kernel<<<dim3(sizeof(int) * 64, sizeof(float) * 128, (256)), 1 << 9, 0, (cudaStream_t)0>>>((count42 >= 35lu) ? (22 + count42) : int(*res44), (m_spread36 * CAT_1(count, 42)) + m_spread36, -9LL, res44);
    return 0;
}
