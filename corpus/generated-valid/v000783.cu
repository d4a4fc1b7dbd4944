// cudagen 0.1 seed 783 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,auto_var,enum,enum_class,typedef,if,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_digit_separator,lit_nullptr,cast_const,lambda,lambda_init_capture,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
enum class Axis5 : unsigned char { Low6, Low7 };
enum Op8 { OFF9, SLOW10 };
enum class State11 : unsigned int {
	Fast12,
	Idle13,
	High14,
	High15 = 8,
	Idle16
};
constexpr long STEPS17 = SLOW10 + (SLOW10 + (SLOW10 + (SLOW10 + (SLOW10 + (SLOW10 + 58)))));

template <class T>
__global__ void grow18(T p19, const T *src20)
{
	extern __shared__ float dyn_21[];
	T *lim22 = const_cast<T*>(src20);
	int flag23 = dyn_21[6];
	if (src20 != nullptr) {
		lim22[6]++;
	}
	auto s24 = 804;
	auto m25 = flag23 ^ STEPS17;
	if ((s24 + 1) != s24) {
		return;
	}
}
constexpr unsigned int LANES26 = (1 << (SLOW10 + (SLOW10 + 1)));
typedef int idx27_t;

int main()
{
	int size28 = 1'354;
	auto step31 = [e29 = STEPS17 + size28](idx27_t hi30) {
		--hi30;
	};
	step31(size28);
	++size28;
	grow18<double><<<dim3((SLOW10 + (SLOW10 + (SLOW10 + 5))), (size28 + 31) / 32, LANES26 + LANES26), (SLOW10 + (STEPS17 + 447)), 0, (cudaStream_t)0>>>(LANES26 * size28, nullptr);
	return 0;
}
