// cudagen 0.1 seed 1714 valid
// features: kernel,restrict_params,launch,host_function,main,constexpr_var,struct,struct_template,namespace,static_assert,compound_assign,bitwise,pointer_arith,address_of,member_access,array_index,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 60
#endif

namespace gpu6 {
char host_merge7(int *data8, size_t alpha9)
{
	int v10 = MOD8_2(data8[alpha9]);
	alpha9 = static_cast<int>(v10 + (alpha9));
	alpha9 |= MOD8_2(alpha9);
	return 127;
}

__global__ void drift11_kernel(int *__restrict__ buf12, double *out13, int n14)
{
	static_assert(42 == 42, "size check");
	int k15 = out13[7];
}
} // namespace gpu6
constexpr int TILE16 = (BLOCK_SIZE_1 + (TUNE_5 + 122));

template <typename T>
struct Acc17 {
	T w18;
};

int main()
{
	int len19 = 2824;
	gpu6::drift11_kernel<<<(len19 + 127) / 128, (TUNE_5 + (BLOCK_SIZE_1 + 58)) * 8>>>(&len19, nullptr, 59UL % (len19 * TILE16));
	long long e20 = 62;
	Acc17<double> f21 = Acc17<double>{22};
	gpu6::drift11_kernel<<<(TILE16), sizeof(int) * (TUNE_5 + 7)>>>(&len19, static_cast<double*>(nullptr), TILE16);
	ACCUM_3(f21.w18, (f21.w18));
	return 0;
}
