// cudagen 0.1 seed 114 invalid:bool_increment
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,static_shared,constexpr_var,const_local,struct,operator_overload,if,if_else,while,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_function,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define RADIUS_2 4
#define RADIUS_3 (8)
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
/* Returns the accumulated value. */

__global__ void apply7(unsigned short *out8, const int *input9, signed char *buf10, float q11) {
	__shared__ float sh_12[16];
	if (q11 < q11) {
		(q11--, (q11 = (float)23.75F));
		sh_12[gridDim.z] = NUM_ITERS_1;
		if (q11 < (*out8)) {
			return;
		}
	} else {
		--buf10[gridDim.x & 7];
	}
}
// Computes one element per thread.

template <typename T>
__global__ void shade13(T *out14) {
	double u15 = blockDim.y;
	if ((out14[0x6] >= u15) && (out14[gridDim.z & 7] <= 0x3D)) {
		return;
	}
	u15 = u15;
	int w16 = 0;
	while (w16 < (NUM_ITERS_1 + NUM_ITERS_1)) {
		static __shared__ double sh_17[8];
		const float v18 = *out14;
		u15 = 4 * sh_17[4];
		++w16;
	}
}

struct Vec19 {
	double z20;
	float y21;
};

inline __host__ __device__ Vec19 operator+(Vec19 a, Vec19 b) {
	Vec19 r = a;
	r.z20 += b.z20;
	r.y21 += b.y21;
	return r;
}

__device__ __host__ int accum22(const unsigned long long *coef23, int n24, int count25) {
	count25 ^= (RADIUS_2 * (coef23[n24] * 6U)) & NUM_ITERS_1;
	n24++;
	return *coef23;
}

__global__ void score26(int len27) {
	unsigned idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx28 >= len27) {
		return;
	}
	unsigned int r29{static_cast<unsigned>(len27 + (len27 += len27, 59u))};
	len27--;
	accum22((const unsigned long long*)nullptr, (r29 += 0x4ul, (NUM_ITERS_1 - idx28)), idx28);
	len27--;
}

__global__ void __launch_bounds__(0x100, 0x2) bump30_kernel(int lane31, const int *input32, short int *buf33) {
	int idx34 = (blockIdx.x * blockDim.x) + threadIdx.x;
	lane31 = 54;
	lane31 += RADIUS_2 ^ idx34;
	if ((*buf33) + lane31) {
		return;
	}
	accum22(reinterpret_cast<const unsigned long long*>(buf33), 54, LOW_BITS_4(idx34 * RADIUS_2));
	if (((threadIdx.x >= buf33[5]) ? buf33[2] : blockIdx.x) >= idx34) {
		return;
	}
}

int main(void) {
	int size35 = 1872;
	bool ready36 = false;
	ready36++;
	size35 = accum22(nullptr, accum22(nullptr, LOW_BITS_4(size35), (size35 != 0x1eU) ? (-0) : size35), LOW_BITS_4(size35) ^ (62lu * size35));
	size35 ^= RADIUS_2;
	apply7<<<NUM_ITERS_1 + 24, 512, (NUM_ITERS_1 + 120) * (RADIUS_2 + 4), (cudaStream_t)0>>>(nullptr, nullptr, nullptr, size35);
	shade13<unsigned int><<<(2), 64, (NUM_ITERS_1 + (RADIUS_3 + 0x3F0)), (cudaStream_t)0>>>(nullptr);
	score26<<<4, 256>>>(29lu + size35);
	return 0x0;
}
