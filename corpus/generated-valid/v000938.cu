// cudagen 0.1 seed 938 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,device_function,device_forceinline,device_noinline,static_device_function,host_device_function,main,constant_array,managed_var,shared_var,local_array,auto_var,struct,aligned_struct,if,for,static_assert,ternary,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__device__ __forceinline__ short int sift4(double alpha5) {
    for (int n6 = 0; n6 < 12; ++n6) {
        alpha5--;
        --alpha5;
    }
    return 14;
}
__constant__ long c_bump7[2] = {26U, 1ll};
static_assert(11 == 11);

struct alignas(16) Span8 {
    unsigned int hi9;
    float count10;
    bool val11;
};

__global__ void __maxnreg__(128) rank12(int *acc13) {
    if ((acc13[4] >= (*acc13)) && (acc13 == nullptr))
        return;
    acc13[1] = (((c_bump7[0] >= c_bump7[0]) ? (57 + c_bump7[0]) : static_cast<float>(46)) == (41 - c_bump7[1])) ? ((c_bump7[1]) + (-c_bump7[1])) : (static_cast<float>(c_bump7[0]) + 1);
    (*acc13) = c_bump7[0];
    acc13[5] = c_bump7[0b0];
    if ((*acc13) == 25)
        return;
    __shared__ long long sh_14;
}
__managed__ long m_lerp15 = 38;
static_assert(5 == 5, "bad config");

__global__ void __launch_bounds__(512) shade16_kernel(float *data17, int *acc18) {
    data17[3] = 23U >> ((data17[3] += 35, acc18[m_lerp15]) - 49l);
    int lim19 = c_bump7[0] - (((c_bump7[m_lerp15] + (*data17)) >= 2) ? c_bump7[0] : (693lu - (*acc18)));
    (*acc18) = acc18[m_lerp15];
}

static __device__ __noinline__ void scatter20(int *dst21, double *acc22) {
    dst21[m_lerp15] = c_bump7[0];
    (m_lerp15--, (acc22[2] = dst21[m_lerp15]));
}

__device__ __noinline__ void shade23(int *dst24) {
    if (c_bump7[m_lerp15] > c_bump7[m_lerp15])
        return;
    m_lerp15 = m_lerp15 - c_bump7[m_lerp15];
    m_lerp15 = 34;
    long long stride25 = dst24[7];
    stride25 = c_bump7[0];
    stride25 = stride25;
}

__host__ __device__ long bump26(const float *in27, Span8 p28, long *buf29) {
    Span8 cnt30 = p28;
    int prod31 = HALF_1(+((32 == p28.hi9) ? 8lu : 39));
    return cnt30.val11;
}

__global__ void fuse32_kernel(unsigned short beta33) {
    auto val34 = +beta33;
    __shared__ Span8 sh_35[16];
    ++m_lerp15;
    val34 = val34;
    sh_35[val34] = Span8{};
}

__host__ __device__ int blend36(Span8 p37, int n38, int stride39) {
    (--p37.count10, (n38 = 43));
    if ((stride39 % 9) || (15 > (p37.val11 << 0)))
        n38++;
    float w40[4]{static_cast<float>(20.125f), 13.875f, 49, static_cast<float>(19.125f)};
    return (p37.hi9 += 2587, stride39);
}

static __device__ __noinline__ double pack41(int *dst42) {
    float stride43 = m_lerp15;
    if (dst42 != nullptr)
        return stride43;
    auto idx44 = c_bump7[1] != (+((53 != m_lerp15) ? c_bump7[0] : 37));
    stride43 = stride43 + ((*dst42) + 24.0f);
    return idx44;
}

int main() {
    int len45 = 1977;
    unsigned short acc46 = m_lerp15;
    shade16_kernel<<<4, dim3(64 * 4, (len45 + 0b111111) / 64, (len45 + 63) / 64)>>>(nullptr, nullptr);
    if (HALF_1(len45) == acc46)
        return 53l + len45;
    len45 = acc46;
    rank12<<<(len45 + 0b11111) / 32, 512>>>(static_cast<int*>(nullptr));
    int off47 = len45;
    fuse32_kernel<<<dim3(512, (16)), (32)>>>(off47);
    return 0;
}
