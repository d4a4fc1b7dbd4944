// cudagen 0.1 seed 2343 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,managed_var,constexpr_var,enum,using_alias,namespace,nested_namespace,if,for,while,ternary,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 5
#define TILE_DIM_2 128
#define WARPS_3 4
#define HALF_4(x) ((x) / 2)
#define CAT_5(a, b) a##b

#ifndef USE_FAST_PATH_6
#define TUNE_7 14
#else
#define TUNE_7 38
#endif
#undef RADIUS_1
#define RADIUS_1 48
static constexpr float kS8 = 4.75f;

__global__ void reduce9_kernel(int count10) {
	if ((count10 <= count10) || (count10 >= 11))
		return;
	for (int n11 = 0; n11 < count10; n11++) {
		for (int j12 = 0; j12 < 6; ++j12) {
			float lo13 = kS8;
			float m14 = kS8;
		}
		if ((n11 + 0x21LL) >= CAT_5(n, 11))
			break;
		count10++;
	}
}

__global__ void gather15_kernel(const int* input16, int n17, int len18, int len19) {
	constexpr char k20 = 0x3E;
	int w21 = 0;
	while ((w21 < (WARPS_3 + 2)) && ((kS8 < len19) && input16[n17])) {
		n17 = WARPS_3;
		++w21;
	}
	int r22 = HALF_4(threadIdx.x * (*input16));
}
using real23_t = float;
__managed__ int m_step24 = WARPS_3 + 8;
enum Level25 { ADD26 = 1, SLOW27 = 3, BLUE28, LOW29 };
using real30_t = float;

namespace ops31::inner32 {
template <typename T, typename U>
__global__ void __maxnreg__(32) decay33_kernel(U beta34) {
	beta34--;
	--beta34;
	Level25 lim35 = LOW29;
	T f36 = (warpSize) + (40 % (lim35 - 43UL));
	T s37 = (f36 >= (41 - f36)) ? static_cast<U>(lim35 / blockDim.x) : (WARPS_3 + m_step24);
}
} // namespace ops31::inner32
enum Kind38 : short {
	SLOW39,
	HIGH40,
	ADD41 = 6,
	HIGH42,
	ON43
};

int main() {
	int size44 = 3978;
	reduce9_kernel<<<(0x4), (256), sizeof(int) * 0x100, 0>>>(7ul);
	if (HALF_4(size44) > 53)
		return m_step24 / 29U;
	m_step24 = size44;
	m_step24--;
	--size44;
	gather15_kernel<<<dim3(0x1, (m_step24 + 127) / 128), 1 << (BLUE28 + 0x2)>>>(&m_step24, 01264 + m_step24, 0x39, TUNE_7);
	ops31::inner32::decay33_kernel<double, double><<<sizeof(float) * (ADD41 + 2), 1 << 6, sizeof(float) * 0x40, nullptr>>>((int)HALF_4(size44));
	return 0;
}
