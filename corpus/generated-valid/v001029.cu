// cudagen 0.1 seed 1029 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,default_args,main,constant_var,constant_array,shared_var,extern_shared,constexpr_var,auto_var,const_local,enum_class,using_alias,if,if_init,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define WARPS_1 3
#define WARPS_2 64
#define CHUNK_3 64
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
#ifdef USE_FAST_PATH_9
#define TUNE_10 16
#else
#define TUNE_10 28
#endif
#undef WARPS_1
#define WARPS_1 48
__host__ int blend11(unsigned alpha12, char *dst13)
{
	dst13[alpha12 & 7] = *dst13;
	if ((*dst13) >= 0x19)
		return alpha12 - 63;
	if ((*dst13) < 052U) {
		const unsigned off14 = MAX2_4((dst13[alpha12] / dst13[alpha12 & 7]) - 0x1, 0x29ll);
	}
	if (((int)(*dst13)) >= TUNE_10)
		return 50u;
	return alpha12;
}
__constant__ int c_update15 = 0x1 << 5;
enum class Mode16 { Low17 = 3, Blue18 };
__global__ void __launch_bounds__(1024, 1) warp19_kernel(unsigned beta20)
{
	beta20 = c_update15 >> ((beta20 << c_update15) + beta20);
	if (MAX2_4(MAX2_4(CAT_8(beta, 20), c_update15), c_update15) >= ((unsigned)CAT_8(beta, 20))) {
		--beta20;
		if (c_update15 != c_update15) {
			beta20++;
			beta20 %= '\?' * beta20;
		}
		const long flag21 = ((beta20 & 47U) << (beta20 += 0x18, (-0x26)));
	}
}
__global__ void blend22(int n23)
{
	extern __shared__ float dyn_24[];
	size_t idx25 = n23;
	--idx25;
	++dyn_24[n23];
	idx25 = 57l;
}
inline __host__ __device__ void probe26(Mode16 alpha27, int count28, const unsigned *input29)
{
	float v30{13.375f};
	auto val31 = input29[count28 & 7];
	bool y32 = ((count28 + (val31 - CAT_8(v, 30))) > TWICE_PLUS_5(v30, val31)) ? v30 : (24l ^ val31);
}
using kind33_t = Mode16;
__constant__ unsigned int c_sweep34[2] = {10l, 8};
void host_drift35(int len36, int stride37, unsigned int alpha38 = 34)
{
	stride37 = len36;
	blend11(blend11(4ull, nullptr), nullptr);
	blend22<<<(8), 512, WARPS_1 + (WARPS_2 + 3984), nullptr>>>(blend11(len36, nullptr));
	stride37 = (blend11(94, (char*)nullptr));
	len36 %= blend11((len36 >= (stride37 + 63)) ? (len36 - TUNE_10) : blend11(len36, nullptr), nullptr);
	stride37 -= len36;
}
int main()
{
	int len39 = 2009;
	blend11(len39, nullptr);
	int t40 = 050ul;
	len39 = t40;
	if (constexpr unsigned int diff41 = 3; t40 == (19 << t40)) {
		warp19_kernel<<<WARPS_1 + (WARPS_2 + 16), dim3(1 << 0x7), 0, 0>>>((t40 != (CAT_8(t, 40) + len39)) ? (CHUNK_3 ^ len39) : len39);
		t40 &= 5 & blend11((len39 == diff41) ? len39 : t40, (char*)nullptr);
	}
	return 0x0;
}
