// cudagen 0.1 seed 617 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,host_function,main,managed_var,host_global,auto_var,const_local,if,switch,goto,nested_block,static_assert,ternary,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_string,lit_raw_string,lit_nullptr,cast_static,cast_reinterpret,sizeof,alignof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

unsigned int combine3(int n4, float *acc5) {
    acc5[n4] = acc5[n4] + (((*acc5) - 12.375F) * n4);
    n4 = n4;
    const int off6 = 20 * n4;
    auto lim7 = sizeof(unsigned) - off6;
    if (n4 && (lim7 < n4)) {
        goto out8;
    }
    n4 = off6;
    (*acc5) = (off6 > acc5[lim7]) ? ((13 + n4) * (acc5[7])) : lim7;
out8:;
    return ((lim7) - (54UL - off6)) + ((((*acc5) <= acc5[lim7]) ? n4 : n4) * 3519L);
}
__managed__ unsigned int m_norm9 = 18;

template <typename T, typename U>
__host__ __device__ T norm10(U a11, char a12) {
    long long t13(a12 + 8);
    t13 = (a11 + a11) - a11;
    static_assert(2 > 1);
    auto flag14 = t13 > a12;
    double mid15 = t13;
    a12 = alignof(float);
    T t16 = flag14;
    return 'A';
}

__global__ void step17(unsigned int *data18) {
    int q19 = 41u;
    q19 = threadIdx.x;
    q19 = data18[threadIdx.y];
    m_norm9 = 36ul;
    double mid20 = norm10<int, unsigned>((q19), 9l);
}
const char *g_decay21 = R"(C:\dir)";

__global__ void pivot22(int *data23, const int *input24, int count25, int len26) {
    int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid27 >= len26) {
        return;
    }
    size_t *hi28 = static_cast<unsigned long*>(nullptr);
    {
        data23[0] = count25;
        norm10<unsigned int, double>(22.75f, 14 / (count25 / tid27));
    }
    m_norm9 = (blockDim.x * (' ' >> tid27)) >> blockDim.z;
    if (m_norm9 > (blockIdx.x << 1)) {
        return;
    }
    float r29{9.0f};
}

__global__ void __maxnreg__(128) spread30_kernel(float alpha31, int stride32, const int *input33) {
    int tid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    norm10<long, double>(sizeof(int), +(stride32 - 41UL));
    alpha31 = stride32;
    alpha31 = 44u;
    norm10<float, float>(m_norm9, tid34 ? gridDim.x : (3));
    const unsigned int q35 = 11;
    const float f36 = alpha31;
}

int main() {
    int n37 = 3427;
    double lo38 = 'z';
    switch (g_decay21[1]) {
    case (3):
        pivot22<<<dim3((n37 + 255) / 256, (2), (n37 + 127) / 128), dim3(512, (m_norm9 + 255) / 256)>>>(&n37, static_cast<const int*>(nullptr), 50, (g_decay21[0] >> n37) / static_cast<float>(m_norm9));
        break;
    case 2 * 3:
        norm10<float, double>(40 * lo38, 2UL * (m_norm9 + sizeof(double)));
        norm10<unsigned int, double>(static_cast<float>(sizeof(int)), g_decay21[1]);
        break;
    case 2:
        m_norm9 = combine3(-lo38, nullptr) + 50L;
        break;
    }
    step17<<<32 * 16, (512), sizeof(int) * 32, 0>>>(&m_norm9);
    spread30_kernel<<<dim3(512), dim3(32), (256), nullptr>>>(24.25f, (m_norm9 <= 18) ? 23ul : static_cast<char>(7UL), &n37);
    return 0;
}
