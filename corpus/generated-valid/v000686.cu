// cudagen 0.1 seed 686 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,launch,launch_dim3,main,shared_var,static_shared,extern_shared,constexpr_var,enum,enum_class,if,while,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#ifdef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 26
#endif
#undef TUNE_5
#define TUNE_5 12
enum class Kind6 { Blue7, On8, High9, Red10 };
template <typename T, int N>
__global__ void tile11(const T* coef12)
{
	extern __shared__ long dyn_13[];
	dyn_13[3] |= dyn_13[2] >> static_cast<short>(*coef12);
	dyn_13[1] >>= 2;
	++dyn_13[2];
}
template <typename T>
__global__ void __launch_bounds__(1 << 8) march14_kernel(T* data15)
{
	--data15[4];
	(--(*data15), (data15[3] = TUNE_5));
	T mid16 = data15[1] + (*data15);
	int w17 = 0;
	while ((w17 < 5) && ((w17 > 40) || (mid16 <= 19ull))) {
		unsigned int tmp18 = 4859u;
		++w17;
	}
	T hi19 = ((data15[w17] > (*data15)) ? 34 : 127) + 1.25;
	T u20 = (*data15) + mid16 + hi19;
}
template <typename T>
__global__ void gather21(T* buf22, T q23, T* dst24, T beta25)
{
	static __shared__ int sh_26[64];
	if ((3 > buf22[6]) && ((*dst24) <= 64)) {
		return;
	}
	dst24[4]++;
	beta25++;
}
__global__ void __launch_bounds__(sizeof(int) * 0b100000) update27(const int* src28, const double* src29)
{
	extern __shared__ int dyn_30[];
	if (src28[0b110] != 59lu) {
		goto done31;
	}
	--dyn_30[3];
	dyn_30[1] -= static_cast<double>(7.375);
	dyn_30[3] = ((dyn_30[3] < src28[4]) ? 21lu : dyn_30[2]) * 24;
done31:;
}
enum Axis32 : int {
	GREEN33,
	RED34,
	GREEN35,
	FAST36 = 7,
	ON37
};
int main()
{
	int len38 = 3703;
	len38--;
	len38--;
	if ((len38 <= len38) || (len38 != len38)) {
		return 44;
	}
	len38--;
	len38 <<= 0;
	tile11<float, 3><<<(len38 + 31) / 040, FAST36 + 0371>>>(nullptr);
	march14_kernel<<<64 * ON37, dim3((1))>>>(&len38);
	gather21<<<(64), dim3(8 * 16)>>>((long*)nullptr, static_cast<long>(25ul + len38), static_cast<long*>(nullptr), 5l);
	return 0;
}
