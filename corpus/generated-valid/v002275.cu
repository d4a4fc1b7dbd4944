// cudagen 0.1 seed 2275 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,managed_var,auto_var,static_local,namespace,for,while,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,lambda_capture_value,lambda_mutable,lambda_launch
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

namespace impl3 {
__managed__ size_t m_drift4 = 51ul;

float run_grow5(double cfg6, unsigned long *__restrict__ out7) {
    static int res8 = 60;
    for (int n9 = res8; n9 > 0; --n9) {
        impl3::m_drift4 = static_cast<char>((062) + (n9 << 3));
    }
    auto fn11 = [=](float m10) mutable -> unsigned int {
        m10 *= ((12 - cfg6) + 14.0F) * 5;
        ++out7[res8];
        return 4U;
    };
    cfg6 = (res8);
    res8 = cfg6;
    return cfg6;
}
} // namespace impl3

__global__ void march12_kernel(bool alpha13) {
    int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int j15 = 4; j15 > 0; --j15) {
        int pass16 = 0;
        while (pass16 < pass16) {
            alpha13 = impl3::m_drift4;
            impl3::m_drift4 ^= 29L;
            ++pass16;
        }
    }
}

double pivot17(int count18) {
    double flag19{5.0};
    int iter20 = 0;
    while (iter20 < count18) {
        for (int j21 = count18; j21 > 0; --j21) {
            march12_kernel<<<dim3(32 * 4, (impl3::m_drift4 + 255) / 256, (count18 + 63) / 64), dim3((impl3::m_drift4 + 0177) / 128), sizeof(int) * 256>>>(impl3::m_drift4);
        }
        count18 = static_cast<int>(sizeof(int));
        ++iter20;
    }
    return 17.625 * impl3::run_grow5(flag19, static_cast<size_t*>(nullptr));
}

int main() {
    int size22 = 3661;
    int f23 = -1886;
    auto lam25 = [&]() {
        auto hi24 = impl3::m_drift4;
        march12_kernel<<<sizeof(unsigned int) * 128, 1 << 5>>>(pivot17(59) - 2737);
        size22 ^= (impl3::m_drift4 + impl3::m_drift4 + hi24) * size22;
    };
    lam25();
    pivot17(f23 + impl3::m_drift4 + (impl3::m_drift4 >> 5));
    impl3::m_drift4 -= impl3::m_drift4 % (((unsigned char)size22) + (-size22));
    return 0;
}
