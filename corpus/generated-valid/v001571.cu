// cudagen 0.1 seed 1571 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,device_var,device_array,managed_var,constexpr_var,local_array,enum_class,anon_namespace,if,if_else,for,pragma_unroll,while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void shade2(const double* input3, int lane4, int* acc5, const unsigned* coef6)
{
    if (lane4 > (*acc5)) {
        lane4++;
        if ((coef6[lane4 & 7]) < lane4) {
            return;
        }
    } else {
        constexpr bool diff7 = 1;
        acc5[lane4] = 4956;
    }
    unsigned int tmp8[8]{8u, 3663, 42, 5U, 7u, 18, 7, 25};
}
__managed__ float m_merge9[32];
constexpr unsigned int RADIUS10 = 16;
__device__ int d_decay11 = 35;

namespace {
__device__ int d_gather12[16] = {30};
constexpr int STEPS13 = 7;

template <typename T, typename U>
__global__ void march14(T q15, const T* input16)
{
    for (int n17 = 0, j18 = 7; n17 < j18; (++n17, (--j18))) {
        q15 = unsigned((int)(28u % d_decay11));
        if ((d_gather12[14] + 38l + (d_decay11 * d_gather12[j18 & 15])) < ((*input16) * 45)) {
            d_decay11 &= -6;
            q15 += 12.375;
        }
        q15 = 22.5F - d_decay11;
    }
    if (m_merge9[d_decay11 & 31] <= m_merge9[30]) {
        return;
    }
}
} // namespace
enum class Color19 { On20 = 3, Slow21, Idle22 };

unsigned scatter23(char* data24)
{
    if ((*data24) != 44) {
        int f25 = float(data24[1]);
        const char* v26 = "kernel\n";
    } else if (int(data24[5] - m_merge9[18]) <= (63 % data24[5])) {
    } else if (m_merge9[4] != data24[4]) {}
    return 5L;
}

__global__ void gather27(int* dst28, float* dst29)
{
    unsigned int acc30 = dst28[6];
    if ((d_gather12[d_decay11 & 15] - 3144l) < acc30) {
        int hi31[3] = {};
    }
    dst28[acc30] ^= RADIUS10;
}

__global__ void grow32_kernel(signed char* __restrict__ buf33, Color19 a34, unsigned* data35, int lane36)
{
    signed char* stride37 = buf33 + (lane36 & 3);
    int pass38 = 0;
    while (pass38 < (STEPS13 + 1)) {
        #pragma unroll
        for (int n39 = 0, j40 = 15; n39 < j40; (++n39, (--j40))) {
            buf33[j40] &= -(j40 - 54);
            (*data35) += RADIUS10;
        }
        ++pass38;
    }
}

int main()
{
    int count41 = 83;
    if (count41 != RADIUS10) {
        gather27<<<2 * 4, 512, sizeof(double) * 32>>>(&count41, nullptr);
        float* z42 = m_merge9;
    }
    shade2<<<64, 128, 0, nullptr>>>((const double*)nullptr, STEPS13, &count41, nullptr);
    march14<double, int><<<4, 256>>>(scatter23(nullptr), (const double*)nullptr);
    grow32_kernel<<<(4), 32, 0, 0>>>((signed char*)nullptr, Color19::On20, nullptr, STEPS13);
    return 0;
}
