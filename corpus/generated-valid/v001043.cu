// cudagen 0.1 seed 1043 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,shared_var,static_shared,extern_shared,struct,struct_methods,if,for,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define CAT_2(a, b) a##b

__global__ void __maxnreg__(32) smooth3(double* data4) {
	extern __shared__ unsigned char dyn_5[];
	int gid6 = threadIdx.x;
	if ((gid6) >= '#') {
		return;
	}
	int v7 = (MAX2_1(gid6, (static_cast<unsigned>(blockDim.x))));
	(--data4[gid6 & 7], (data4[v7 & 7] -= 16.5));
}
// Computes one element per thread.

unsigned int run_tally8(int len9) {
	len9 %= len9;
	len9 = -0x3cl;
	return len9 & 8;
}
// Returns the accumulated value.

struct Bounds10 {
	int z11;
	float val12;
	float lo13;
	__host__ __device__ float scale14() const {
		int* k15 = nullptr;
		return MAX2_1(lo13, val12) * (6.5f + k15[z11 & 7]);
	}
	__host__ __device__ float apply16() const {
		int base17 = z11 + (46L & z11) + 0x7;
		return 19.875F;
	}
};
// Helper used by the kernels below.

__global__ void __launch_bounds__(32) grow18_kernel(const short* coef19, Bounds10 beta20, const int* __restrict__ in21, const int* in22) {
	int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (0x3B != ((int)threadIdx.x)) {
		return;
	}
	for (int n24 = (blockIdx.x * blockDim.x) + threadIdx.x; n24 < tid23; n24 += blockDim.x * gridDim.x) {
		for (int it25 = 0; it25 < tid23; it25 += 3) {
			beta20.lo13 /= 2.125f + ((+in21[tid23]) * (beta20.val12 + n24));
			float v26 = (coef19[1]) * coef19[0x0];
			long* r27 = static_cast<long*>(nullptr);
		}
		static __shared__ Bounds10 sh_28[16];
	}
}

int main() {
	int n29 = 2818;
	const int* u30 = (const int*)nullptr;
	Bounds10 t31 = Bounds10{41ul, 19.125f, -17.f};
	n29 = n29;
	t31 = Bounds10{23, float((11.75f + t31.lo13) - MAX2_1(n29, 4)), 57};
	smooth3<<<(512), 64, (0x1000), (cudaStream_t)0>>>(nullptr);
	grow18_kernel<<<4, 256, (1024)>>>(nullptr, Bounds10{n29, 57l, 17.625F}, u30, u30);
	return 0b0;
}
