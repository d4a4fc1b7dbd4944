// cudagen 0.1 seed 1608 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,default_args,main,shared_var,constexpr_var,local_array,auto_var,enum,namespace,if,if_init,for,switch,static_assert,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define RADIUS_1 256
#define BLOCK_SIZE_2 3
#define RADIUS_3 4
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#ifdef USE_FAST_PATH_8
#define TUNE_9 7
#else
#define TUNE_9 54
#endif
#if TUNE_9 == 54
#define CONFIG_10 1
#else
#define CONFIG_10 14
#endif
#undef RADIUS_3
#define RADIUS_3 8
inline void step11(unsigned int cfg12, int stride13, float *data14)
{
	unsigned base15 = cfg12;
	cfg12--;
}
template <typename T, int N = 3>
__global__ void __launch_bounds__(sizeof(float) * (RADIUS_3 + 56)) norm16_kernel(T *acc17, T *__restrict__ dst18, const T *src19, const T *input20)
{
	if (int off21 = 13 * ((*input20) + 58); ((*src19) - 0L) >= ((*dst18) * src19[7]))
		dst18[4] = (N * (*src19)) / '\n';
	T f22 = short(dst18[7]) | N;
	T idx23 = *src19;
	__shared__ float sh_24[32];
	sh_24[25]++;
}
enum Color25 {
	SLOW26,
	GREEN27 = 4,
	SLOW28,
	OFF29 = 8,
	HIGH30 = 14
};
static_assert((RADIUS_3 + (51)) == 59, "tile must fit");
namespace ops31 {
__global__ void __launch_bounds__(1'024) rank32(const int *in33, const int *__restrict__ src34, int count35)
{
	for (int j36 = 0, j37 = 2; j36 < j37; (++j36, (--j37))) {
		long long v38 = CONFIG_10 ^ (*src34);
		count35++;
	}
	if (*in33)
		return;
	unsigned int z39 = (-(count35 * GREEN27)) ^ ((BLOCK_SIZE_2 - in33[count35 & 7]) * in33[count35]);
	z39 = (*in33) + (TWICE_PLUS_4(src34[2], in33[count35]));
	++z39;
}
__device__ __forceinline__ void bias40(float b41, int count42, int count43 = 17)
{
	__shared__ float sh_44[sizeof(float) * (RADIUS_3 + (CONFIG_10 + (RADIUS_3 + 15)))];
	count43 = b41;
	switch (-count42) {
	case 4: {
		(++b41, (sh_44[5] = TWICE_PLUS_4((count42 * L'0') - 0ULL, U'#')));
		auto res45 = sizeof(float) + count42;
		break;
	}
	default:
		break;
	}
}
} // namespace ops31
int main()
{
	int len46 = 4036;
	if (((len46 * 46u) - len46) >= (len46 * len46)) {
		if ((len46 + RADIUS_3) >= 050)
			return len46;
	}
	long f47[(CONFIG_10 + 1) * 4] = {static_cast<long>(3 ^ len46), 3L, 8, 406U, 51u, 3601u};
	if ((f47[len46 & 7] + f47[len46]) >= len46)
		return f47[len46 & 7];
	norm16_kernel<unsigned int, 5><<<dim3((len46 + 255) / 256), sizeof(unsigned int) * 32, 0, (cudaStream_t)0>>>(nullptr, (unsigned int*)nullptr, nullptr, (const unsigned int*)nullptr);
	ops31::rank32<<<2 * (CONFIG_10 + 1), 16 * (HIGH30 + (CONFIG_10 + 1))>>>(nullptr, nullptr, f47[2]);
	return 0;
}
