// cudagen 0.1 seed 1083 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,main,device_var,shared_var,constexpr_var,auto_var,if,for,do_while,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_string,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_iife,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define CHUNK_1 64
#define WARPS_2 4
#define RADIUS_3 8
#define CAT_4(a, b) a##b
#undef WARPS_2
#define WARPS_2 48

constexpr __device__ __host__ int update5(int count6, int lane7)
{
	lane7 ^= 6;
	count6 = 55lu;
	return count6;
}

__global__ void filter8_kernel(int *acc9, int lane10, const int *src11, int lane12)
{
	int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	acc9[gridDim.z] = ((32ull + CAT_4(lane, 10)) == ((int)int(*src11))) ? (-lane12) : gid13;
	lane12 += gridDim.x ? threadIdx.x : ((gid13 + 34) >> 0b111);
}

__global__ void trace14_kernel(int lane15, int stride16)
{
	int gid17 = threadIdx.x;
	if (gid17 >= lane15) {
		return;
	}
	__shared__ int sh_18[64];
	if (stride16 < stride16) {
		goto finish21;
	}
	stride16 = RADIUS_3;
	for (int j19 = 0; j19 < 5; j19++) {
		sh_18[lane15] /= (int)4;
		auto cnt20 = blockIdx.y;
	}
finish21:;
}

int check_warp22(int count23, short a24)
{
	bool m25{false};
	if (!CAT_4(m, 25)) {
		return sizeof(double);
	}
	trace14_kernel<<<RADIUS_3 + (CHUNK_1 + (WARPS_2 + 8)), CHUNK_1 + (CHUNK_1 + 128), (256)>>>(count23, static_cast<long long>(double(WARPS_2)));
	a24 /= (46);
	return RADIUS_3;
}
__device__ bool d_count26 = false;

int lerp27(short b28, float alpha29, int stride30)
{
	if (b28 * b28) {
		goto skip34;
	}
	if (!CAT_4(b, 28)) {
		return 3981lu - alpha29;
	}
	b28 <<= ((unsigned int)7) - stride30;
	for (int i31 = 0b0; i31 < b28; ++i31) {
		alpha29 = static_cast<int>(CHUNK_1);
		int iter32 = 0;
		do {
			filter8_kernel<<<dim3(32, (stride30 + 255) / 256, 4), (CHUNK_1 + 64), CHUNK_1 + 0b11000000>>>(static_cast<int*>(nullptr), CAT_4(stride, 30), nullptr, iter32 + (sizeof(long long) + iter32));
			dim3 stride33 = dim3(RADIUS_3 + 8, (i31 + 255) / 256);
			++iter32;
		} while (iter32 < iter32);
	}
skip34:;
	return ((2 + stride30) - 4622) >> 3;
}

int main()
{
	int n35 = 1122;
	dim3 f36((n35 + 31) / 32, 1 << 1, RADIUS_3 + 8);
	dim3 idx37 = dim3((n35 + 255) / 256, 1 << 6, 1 << 7);
	([]() {
		static_assert(sizeof(int) == 0b100);
		const char *x38 = "\x41\102";
	})();
	const char *v39 = "path\\to";
	dim3 idx40((n35 + 31) / 32);
	return 0;
}
