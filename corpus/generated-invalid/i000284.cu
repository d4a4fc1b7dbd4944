// cudagen 0.1 seed 284 invalid:shift_count_too_large
// features: kernel,launch,builtin_vars,device_function,device_forceinline,device_template_function,host_function,main,managed_var,shared_var,extern_shared,constexpr_var,local_array,struct,if,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define RADIUS_1 64
#define TILE_DIM_2 256
#define RADIUS_3 3
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define CAT_5(a, b) a##b
#undef RADIUS_3
#define RADIUS_3 8
int run_sift6(int stride7, int stride8)
{
    float m9[4] = {static_cast<float>(stride8)};
    const char *diff10 = R"(C:\dir)";
    return m9[2];
}
__managed__ char m_rank11[8];
__global__ void merge12(const int *src13)
{
    extern __shared__ float dyn_14[];
    int idx15 = threadIdx.x;
    m_rank11[idx15 & 7] = static_cast<int>(MIN2_4(idx15 * 53, m_rank11[1]));
    float r16 = 19.375F - dyn_14[4];
    bool u17 = ((src13[3] >> 4) - (gridDim.z - 2)) <= (0b100000);
    double hi18 = idx15;
    float idx19 = (src13 != nullptr) ? hi18 : MIN2_4(idx15, 2);
    unsigned int z20 = 4604U;
    ++hi18;
}
__global__ void step21(int count22, const int *coef23)
{
    int tid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid24 >= count22) {
        return;
    }
    m_rank11[tid24]--;
    int s25 = m_rank11[2];
    long f26 = (((count22 > 3) ? warpSize : m_rank11[7]) + (s25 / 2293lu)) - MIN2_4(s25, sizeof(unsigned long) % coef23[1]);
}
struct Pixel27 {
    size_t lo28;
    int mass29;
};
template <typename T, int N>
__device__ __forceinline__ float score30(T q31, int n32)
{
    m_rank11[n32] |= 0b1001 + ((n32 << n32) + (m_rank11[1] >> 1));
    --m_rank11[1];
    T off33{static_cast<T>(((q31 + 56 + n32) <= N) ? (RADIUS_1 * n32) : 17UL)};
    float cnt34[2] = {};
    return n32 * 15.625f;
}
float gather35(Pixel27 b36, float alpha37, float *dst38)
{
    --alpha37;
    b36.lo28 += sizeof(int) + CAT_5(alpha, 37);
    return b36.mass29 & run_sift6(static_cast<int>(CAT_5(alpha, 37)), b36.lo28 * RADIUS_1);
}
int main()
{
    int count39 = 224;
    count39 = count39 << 40;
    m_rank11[count39] <<= static_cast<unsigned char>((CAT_5(count, 39) << count39) | (count39 * count39));
    --count39;
    merge12<<<(count39 + 0b11111) / 32, 0200>>>((const int*)nullptr);
    step21<<<(1), sizeof(float) * RADIUS_3>>>(4244l, &count39);
    return 0;
}
