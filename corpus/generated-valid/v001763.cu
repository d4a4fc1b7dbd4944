// cudagen 0.1 seed 1763 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,host_function,main,constant_array,shared_var,static_shared,extern_shared,constexpr_var,local_array,struct,struct_methods,namespace,if,if_init,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,macro_object,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 8
#define BLOCK_SIZE_2 (3)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#if (WARPS_1 * 2) >= 15 && WARPS_1 != 0
#define CONFIG_5 6
#else
#define CONFIG_5 9
#endif

__global__ void __launch_bounds__(BLOCK_SIZE_2 + 61) scale6(int *acc7, int lane8) {
	unsigned int stride9 = 0x1au;
	acc7[2] = lane8;
	if (stride9 < sizeof(int)) {
		return;
	}
}

static __global__ void scatter10(int n11, float b12, double b13) {
	if (int v14 = -0xA; b13 < n11) {
		b12 = 0;
	}
	(n11++, (b13 = BLOCK_SIZE_2 - n11));
}

static __global__ void __launch_bounds__(WARPS_1 + 56) drift15_kernel(double *acc16, int *data17, unsigned int *acc18, int count19) {
	if ((*acc16) == 50) {
		return;
	}
	acc16[0b10] = -0.25;
	constexpr int mid20 = 1;
}

template <class T, class U>
__global__ void weigh21(T a22, const U *in23, U *out24) {
	__shared__ float sh_25;
	U flag26 = in23[5];
	int lim27[7]{64, 27, 0x7, 0x1, 20UL, 0x15, 29l};
	static __shared__ int sh_28[256];
}
inline constexpr int BLOCK29 = sizeof(unsigned int) * ((WARPS_1 + WARPS_1) * 4);

template <typename T, typename U>
__global__ void __maxnreg__(128) sift30_kernel(U q31, float *data32) {
	float y33[2] = {0xD, static_cast<float>(16.25f)};
	__shared__ float sh_34;
}
static constexpr long RADIUS35 = (3);
__constant__ double c_count36[2] = {6.125, 3.875};
// Computes one element per thread.

__global__ void bump37_kernel(int len38, double *out39) {
	extern __shared__ int dyn_40[];
	len38 = 14;
	constexpr double y41 = 7.125;
	int lim42(0x3Fu);
	lim42--;
	float acc43[8]{12.5F, 1315U, 14.25f, static_cast<float>(0x8DDlu), 10.125F, static_cast<float>(BLOCK29), 10, 1553};
}

namespace math44 {
struct Pixel45 {
	int vel46, hi47;
	int count48;
	float sum49;
	__host__ __device__ int reset50() const {
		return BLOCK29;
	}
	__host__ __device__ void reset51(double lo52) {
		count48 = BLOCK29;
	}
};
} // namespace math44

__host__ int run_accum53(unsigned int beta54, int len55) {
	len55--;
	scatter10<<<BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 2), BLOCK_SIZE_2 + (RADIUS35 + (WARPS_1 + 0x72))>>>(43, 9.875F, -11.875);
	sift30_kernel<unsigned, long><<<(beta54 + 255) / 256, 64>>>(BLOCK29, nullptr);
	([=]() mutable {
		len55 = 59ul * beta54;
	})();
	if ((beta54 >> 2) <= len55) {
		return beta54 / RADIUS35;
	}
	drift15_kernel<<<(beta54 + 255) / 256, 64 * 4>>>(nullptr, &len55, &beta54, RADIUS35);
	return -16;
}

int main(void) {
	int n56 = 1'864;
	if (n56 != 7) {
		return -42LL;
	}
	n56 = WARPS_1 + n56 + run_accum53(n56, 35) + (15 - ((n56 != n56) ? BLOCK29 : RADIUS35));
	weigh21<<<(n56 + 127) / 128, RADIUS35 + (CONFIG_5 + (CONFIG_5 + (RADIUS35 + (BLOCK_SIZE_2 + (CONFIG_5 + 5))))), 0, (cudaStream_t)0>>>(static_cast<float>(BLOCK_SIZE_2), (const float*)nullptr, (float*)nullptr);
	scale6<<<8 * 2, 32 * 8, 0x0, nullptr>>>(&n56, (RADIUS35 + n56) - run_accum53(BLOCK29, RADIUS35));
	bump37_kernel<<<(n56 + 63) / 0x40, (32), 0, 0>>>(run_accum53(37UL + n56, BLOCK29 + n56), (double*)nullptr);
	return 0;
}
