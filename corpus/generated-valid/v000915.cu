// cudagen 0.1 seed 915 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,main,shared_var,shared_2d,static_shared,constexpr_var,auto_var,const_local,if,if_else,switch,static_assert,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_object
#include "prelude.cuh"

#define RADIUS_1 128
#define CHUNK_2 4
#define NUM_ITERS_3 256

__device__ __noinline__ float blend4(float cfg5, int n6) {
	if (cfg5 == cfg5) {
		cfg5 -= cfg5;
		cfg5 = 29;
	}
	return n6;
}

__global__ void merge7_kernel(int n8) {
	unsigned int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid9 >= n8) {
		return;
	}
	float lo10 = tid9;
	static_assert(2 > 0x1, "expected value");
	if ((n8 - blockIdx.z) > blockDim.x) {
		return;
	}
	__shared__ short sh_11[(CHUNK_2 + (CHUNK_2 + 010)) * (CHUNK_2 + 12)];
	__shared__ size_t sh_12[15][17];
}

inline __device__ double stencil13(int n14, int lane15) {
	float e16 = n14;
	if ((CHUNK_2 + gridDim.x) != blockIdx.x) {
		if (blockDim.x > 57) {
			if ((lane15 << n14) == e16) {
				return ('\t' - lane15) & (lane15 + lane15);
			}
			bool lo17(n14 >= threadIdx.x);
			__shared__ int sh_18;
		}
		int y19 = ((60 * lane15) - 27) | n14;
	} else {
	}
	return -0x35;
}

__global__ void bump20(unsigned long beta21, const double *src22, const float *input23) {
	int idx24 = threadIdx.x;
	beta21 &= RADIUS_1 | idx24;
	if (input23[idx24 & 7] > threadIdx.x) {
		return;
	}
	float acc25 = ((threadIdx.y >> beta21) - 232) % '\a';
	int u26 = beta21;
}

static __global__ void __maxnreg__(64) gather27(int len28, const double *__restrict__ in29, int count30) {
	unsigned int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i31 >= len28) {
		return;
	}
	static __shared__ float sh_32[10][16];
	switch (count30 * sizeof(double)) {
	case (0x0): {
		auto x33 = 761U;
		float k34 = x33;
		break;
	}
	default:
		break;
	}
}

__host__ __device__ double fuse35(unsigned long *dst36, float q37) {
	if (q37 < q37) {
		if (q37 != (+dst36[2])) {
			q37 = '\x7f' - q37;
			long diff38 = +q37;
			if (q37 == q37) {
				return q37;
			}
		} else if (q37 <= (dst36[0x3])) {
			const float t39 = *dst36;
		} else {
		}
	}
	return q37;
}

int main() {
	int len40 = 577;
	unsigned char u41 = 54 & len40;
	u41 |= len40;
	gather27<<<1, CHUNK_2 + 60>>>('A', (const double*)nullptr, len40 * 55u);
	len40 = 17;
	bump20<<<(len40 + 127) / 128, dim3(CHUNK_2 + (CHUNK_2 + 0x78)), sizeof(int) * 0x100, 0>>>('\x41', nullptr, nullptr);
	merge7_kernel<<<dim3((CHUNK_2 + 4)), dim3(16, 128, CHUNK_2 + (CHUNK_2 + 56)), 0x0, 0>>>(L'0' * u41);
	return 0;
}
