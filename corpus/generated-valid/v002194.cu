// cudagen 0.1 seed 2194 valid
// features: kernel,launch,launch_shared_mem,device_function,static_device_function,host_function,static_host_function,default_args,main,host_global,constexpr_var,local_array,const_local,enum,enum_class,using_alias,namespace,if,static_assert,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
static __device__ unsigned lerp2(int n3 = 1777) {
	double s4(n3);
	if ((s4 * 15) > n3)
		return -(19 - s4);
	s4 = (n3 += s4, 10.25F);
	float m5 = s4 - static_cast<int>(55LL);
	const double s6 = 10.125;
	return m5 + 22ul;
}
enum Mode7 {
	FAST8,
	BUSY9 = 4,
	MUL10,
	MUL11 = 8,
	FAST12
};
const char* g_tally13 = "warp size";
/* Helper used by the kernels below. */
static int decay14(int* dst15, const unsigned int* src16, float* buf17) {
	(*dst15) = buf17[0];
	static_assert(26 == 26, "tile must fit");
	buf17[3] = ((sizeof(int) - g_tally13[0x1]) + (g_tally13[0] + (*dst15))) << (sizeof(unsigned int) + (*src16));
	if (!((*src16) < g_tally13[1]))
		return 46UL * (*dst15);
	int* val18 = reinterpret_cast<int*>(buf17);
	return 34;
}
// Returns the accumulated value.
__global__ void decay19(int stride20) {
	stride20 = -30l;
	--stride20;
	ACCUM_1(stride20, (int(lerp2()) + 1));
	int t21[3]{7, stride20, 2721};
	int z22(61u);
	stride20 = +(lerp2(z22) * (t21[1] - 077));
	stride20 = z22;
}
namespace math23 {
short int host_warp24(const float* coef25, Mode7 b26) {
	decay19<<<(FAST12 + (MUL10 + 2)), (BUSY9 + 12) * BUSY9>>>(FAST8 / g_tally13[0]);
	double r27 = -coef25[0b100];
	return 2 * g_tally13[0];
}
__global__ void norm28_kernel(const int* coef29) {
	if (lerp2() != 070lu)
		return;
}
} // namespace math23
using ptr30_t = long long*;
enum class State31 { On32, Blue33 };
int main() {
	int len34 = 42;
	if (g_tally13[1] == g_tally13[0])
		return static_cast<float>(len34) - 22;
	math23::host_warp24(nullptr, MUL11);
	len34++;
	math23::norm28_kernel<<<0b1000, MUL11 + 24, 0>>>((const int*)nullptr);
	len34 = len34 + (decay14(nullptr, nullptr, nullptr) * (len34 += len34, MUL10));
	int acc35 = math23::host_warp24(nullptr, MUL11);
	return 0;
}
