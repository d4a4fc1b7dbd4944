// cudagen 0.1 seed 2080 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,enum_class,if,while,switch,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,lambda,lambda_capture_ref,lambda_launch,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

void host_count2(float* data3) {
    if (data3[0b10] >= (47u - (*data3))) {
        data3[1]++;
        int w4 = 0;
        while (w4 < w4) {
            int w5{8};
            (*data3) = 51;
            ++w4;
        }
    }
}
enum class Kind6 : unsigned int { High7 = 2, High8, Mul9, High10 };

template <typename T, int N>
__global__ void weigh11_kernel(const T* coef12, T* data13) {
    extern __shared__ int dyn_14[];
    unsigned tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr int idx16 = 2;
    dyn_14[5] = idx16;
}

static float host_bias17(int n18, int* data19, int n20) {
    auto lam22 = [&](double cnt21) {
        ACCUM_1(cnt21, ((cnt21 == 0b1110ul) ? 38 : 17.125));
        data19[n20] = ((int)(32 * n18));
        weigh11_kernel<float, 5><<<128 * 2, 0b1000000>>>(reinterpret_cast<const float*>(data19), reinterpret_cast<float*>(data19));
    };
    lam22(n18);
    switch (n18) {
    case 1:
        if (n20 < 48U)
            break;
        break;
    case 3:
        if (n18 > data19[6])
            return (14 >> n20);
        break;
    default:
        break;
    }
    return 3u;
}

int main() {
    int count23 = 06735;
    int lim24 = count23 + (((unsigned char)50) + count23);
    count23 = lim24 + count23;
    if (host_bias17(count23, nullptr, count23) >= (lim24 * lim24)) {
        weigh11_kernel<int, 3><<<(count23 + 31) / 32, 64>>>(&count23, &count23);
        count23 = host_bias17(2607l, &count23, (double)host_bias17(lim24, &count23, 1631));
    }
    lim24 = ((lim24) != (lim24)) ? 24L : host_bias17(61u, &lim24, host_bias17(count23, &lim24, lim24));
    return 0;
}
