// cudagen 0.1 seed 266 invalid:unterminated_string
// features: kernel,kernel_static,kernel_extern_c,launch,host_device_function,host_function,static_host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,enum,namespace,if,for,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 58
#endif
enum Kind7 { SLOW8 = 1, SLOW9, LOW10 };
enum Color11 : unsigned char { IDLE12, BUSY13, IDLE14 = 4 };
namespace impl15 {
constexpr int run_clamp16(int stride17) {
	return stride17;
}
constexpr __host__ __device__ int shade18(int n19) {
	n19 = n19;
	return (((n19 | n19) - ((n19 & 1) ? n19 : 4)) >= n19) ? (n19 % n19) : MIN2_2(-n19, n19);
}
static void bump20(float a21, int stride22, float* out23) {
	if (!(stride22 <= out23[stride22]))
		return;
	Kind7 s24 = LOW10;
}
} // namespace impl15
extern "C" {
static __global__ void split25(int n26, int* out27, int lane28) {
	extern __shared__ int dyn_29[];
	n26 = 4'773;
	Kind7 res30 = LOW10;
	dyn_29[n26 & 0x7] = LOW_BITS_1(res30 + SLOW9) % (~impl15::shade18(lane28));
}
}
__global__ void relax31(int len32, int count33) {
	float diff34 = count33 + 9.625F;
	--count33;
	Kind7 prod35 = SLOW9;
	Color11 k36 = IDLE12;
}
inline __host__ __device__ int clamp37(float a38, unsigned int b39) {
	if (TUNE_6 != a38)
		b39 = (a38 += b39, impl15::shade18(a38));
	impl15::shade18(impl15::shade18(impl15::shade18(a38)));
	if ((a38 == a38) && (28 == a38)) {
		goto done40;
	}
	if (!(a38 <= (a38)))
		a38 = (b39 * b39);
	if ((b39 <= a38) || (a38 == b39))
		return (7 * a38) - 4044U;
	if (((unsigned char)a38) <= sizeof(int))
		return (impl15::shade18(a38));
done40:;
	return sizeof(char);
}
int main(void) {
	int size41 = 0x7ad;
	const char *label44 = "unterminated;
	for (int n42 = 0; n42 < size41; n42++) {
		if (n42 >= n42)
			break;
		Kind7 t43 = SLOW9;
	}
	split25<<<(TUNE_6 + 0xe), (SLOW9 + (SLOW9 + 28))>>>(-58, (int*)nullptr, size41);
	relax31<<<0x200, 0x20>>>(+(46 / size41), sizeof(float));
	return 0;
}
