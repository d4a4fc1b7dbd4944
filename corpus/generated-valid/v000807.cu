// cudagen 0.1 seed 807 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,main,constexpr_var,local_array,auto_var,for,switch,compound_assign,bitwise,shift,incdec,pointer_arith,address_of,array_index,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define CHUNK_1 3
#define TILE_DIM_2 256
#define MOD8_3(x) ((x) % 8)
#define CAT_4(a, b) a##b
#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_5 7
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 11
#endif

__global__ void split6(const float *coef7, int lane8)
{
    for (int it9 = 14; it9 > 0; --it9) {
        lane8 <<= (-lane8) - ((lane8) * it9);
        for (int it10 = 0; it10 < lane8; it10++) {
            switch ((it10)) {
            case 6: {
                const int *stride11 = static_cast<const int*>(nullptr);
                lane8 += *coef7;
                break;
            }
            default:
                lane8 |= 5 + static_cast<long>((int)(*coef7));
                break;
            }
        }
    }
}

template <typename T, typename U>
__global__ void merge12_kernel(const T *coef13, double *__restrict__ buf14)
{
    for (int j15 = 12; j15 > 0; --j15) {
        int acc16{2};
        acc16--;
    }
}

int main()
{
    int count17 = 1787;
    for (int i18 = count17; i18 > 0; --i18) {
        int r19 = CONFIG_5 + count17;
        r19 <<= (int)i18;
        int y20[2] = {};
    }
    int tmp21(-4907);
    auto m22 = MOD8_3(int(tmp21 - tmp21));
    split6<<<dim3(128 * (CHUNK_1 + 1), 1), sizeof(int) * (CHUNK_1 + (CHUNK_1 + 2))>>>(nullptr, m22);
    merge12_kernel<int, float><<<dim3(1, (m22 + 63) / 64), dim3(64 * (CHUNK_1 + 1), (m22 + 31) / 32, (16))>>>(&count17, static_cast<double*>(nullptr));
    return 0;
}
