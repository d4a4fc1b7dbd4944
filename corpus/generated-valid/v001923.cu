// cudagen 0.1 seed 1923 valid
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,constexpr_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,enum,using_alias,namespace,nested_namespace,if,for,pragma_unroll,do_while,nested_block,ternary,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_ref,lambda_iife
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
enum Level3 : unsigned char { HIGH4, HIGH5, BLUE6 };
constexpr int BLOCK7 = BLUE6 * 2;

namespace gpu8::v9 {
__device__ __noinline__ void relax10(Level3 q11, char beta12 = 0b110000)
{
	q11 = HIGH5;
	float v13 = (q11 * ((37L < beta12) ? q11 : beta12)) / static_cast<unsigned>(beta12);
}
} // namespace gpu8::v9

__global__ void __maxnreg__(64) bump14_kernel(int len15, double *dst16)
{
	extern __shared__ int dyn_17[];
	unsigned tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid18 >= len15)
		return;
	if ((dyn_17[tid18] + 2) >= 0x2U)
		return;
	int iter19 = 0;
	do {
		len15 = 38;
		double q20[(BLUE6 + 1)] = {};
		++iter19;
	} while (iter19 < 3);
}

constexpr int run_blend21(int len22, double cfg23)
{
	return -7;
}
using idx24_t = char;

__device__ __noinline__ double warp25(short int q26, double beta27 = 5)
{
	int h28[4] = {};
	unsigned int *x29 = nullptr;
	q26 = BLOCK7;
	if (h28[blockDim.z])
		return blockIdx.x;
	return ((q26 + ((int)beta27)) != 0xfu) ? (((long)40) * (+q26)) : (blockDim.y - BLUE6);
}

static __global__ void stencil30_kernel(int stride31)
{
	int gid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid32 >= stride31)
		return;
	#pragma unroll
	for (int n33 = 0b1100; n33 > 0x0; --n33) {
		int pass34 = 0;
		do {
			float h35[4] = {9.625f, 2.375f, static_cast<float>(n33), static_cast<float>(pass34)};
			++pass34;
		} while ((pass34 < 0x8) && (((gridDim.x == pass34) ? BLOCK7 : stride31) <= pass34));
		stride31 = pass34;
	}
	stride31 = BLOCK7;
}

__device__ void sweep36(int stride37, const unsigned char *src38, Level3 p39)
{
	for (int j40 = 0xb; j40 > 0x0; --j40) {
		float res41{0x5F3};
	}
	{
		p39 = p39;
		stride37 = ((p39 * 0x373U) == blockDim.x) ? ((6 - stride37) - (*src38)) : p39;
	}
	constexpr double base42 = 4.875f;
	if ((src38 != nullptr) && (BLOCK7 != stride37))
		return;
}

namespace img43 {
enum Axis44 : unsigned int {
	OFF45,
	ADD46,
	SLOW47,
	BLUE48,
	ADD49
};
enum Op50 { ADD51, RED52, ADD53 = 3, MUL54 };
} // namespace img43

int main()
{
	int count55 = 958;
	if ((count55 * BLUE6) == 6)
		return -16L;
	float off56 = (23L + ((int)count55)) * BLOCK7;
	([&] {
		off56 = count55;
	})();
	Level3 cnt57 = BLUE6;
	count55 = off56;
	bump14_kernel<<<dim3(img43::SLOW47, 4 * 0x8), dim3((img43::ADD49 + 4) * 8, (256)), 0, 0>>>(off56, static_cast<double*>(nullptr));
	stencil30_kernel<<<64 * 2, 512>>>(count55);
	return 0;
}
