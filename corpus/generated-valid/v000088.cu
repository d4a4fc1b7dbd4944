// cudagen 0.1 seed 88 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,builtin_vars,device_function,device_template_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,local_array,if,if_else,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,cast_const,sizeof,alignof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define RADIUS_1 8
#define CHUNK_2 8
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define CAT_5(a, b) a##b
// Computes one element per thread.

template <typename T, int N>
__device__ T scatter6(T p7, T *dst8) {
	p7 = N;
	T e9(gridDim.y);
	char acc10[7]{char(warpSize), char(threadIdx.x), char(N), 55U, 0x2C, char(N), 127lu};
	return blockIdx.x;
}
// Returns the accumulated value.

__global__ void __maxnreg__(64) tally11_kernel(unsigned int *buf12, const double *src13, int count14, const float *input15) {
	buf12[5] ^= (buf12[count14] * (13l - threadIdx.x)) + count14;
	float f16 = (-scatter6<long, 5>(warpSize, nullptr)) + scatter6<float, 1>(src13[0x1], const_cast<float*>(input15));
	f16 *= threadIdx.x;
	(*buf12) |= count14;
	if (!(input15[count14] != 9U)) {
		count14 = threadIdx.z + sizeof(int);
		if (((*src13) * threadIdx.x) == 54)
			return;
	} else if (!((*input15) == src13[4])) {
	} else {
	}
}

__global__ void __launch_bounds__((RADIUS_1 + (CHUNK_2 + 16)) * 0b10) tile17_kernel(int *buf18, const int *src19, int n20) {
	extern __shared__ unsigned int dyn_21[];
	int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid22 >= n20)
		return;
	float e23 = scatter6<unsigned, 0x5>(dyn_21[2], dyn_21);
	if (!(CAT_5(gid, 22) < threadIdx.y)) {
		goto done26;
	}
	buf18[blockDim.y] -= (*src19) + ((*buf18) += buf18[threadIdx.y], (CHUNK_2 + blockIdx.x));
	if (scatter6<int, 5>(gridDim.x, buf18) != 0x2e) {
		static __shared__ int sh_24[8][5];
	} else if (!((+(*buf18)) != 0x28lu)) {
		__shared__ int sh_25[32];
	} else {
	}
done26:;
}

template <class T, typename U>
__global__ void scale27(U *out28, float *out29, int count30) {
	unsigned int idx31 = threadIdx.x;
	if (idx31 >= count30)
		return;
	int e32[6] = {};
	int stride33[4] = {};
	if (count30) {
		goto out34;
	}
	count30--;
out34:;
}

__device__ void trace35(int count36) {
	if ((alignof(float) >> count36) != threadIdx.x)
		scatter6<unsigned int, (2 * 0b100)>(4L, (unsigned*)nullptr);
	int cnt37[8] = {};
	count36 = MIN2_4(((scatter6<unsigned int, 7>(RADIUS_1, (unsigned int*)nullptr) <= RADIUS_1) ? scatter6<float, 1>(blockIdx.x, nullptr) : MIN2_4(cnt37[count36], CHUNK_2)), cnt37[count36]);
}

int main() {
	int len38 = 3508;
	static_assert((CHUNK_2 + (CHUNK_2 + 15)) > 30, "expected value");
	int prod39[6] = {};
	tally11_kernel<<<0b10, sizeof(int) * RADIUS_1>>>((unsigned int*)nullptr, nullptr, len38, nullptr);
	tile17_kernel<<<(len38 + 0x7f) / 128, (128)>>>(prod39, prod39, prod39[len38]);
	scale27<double, int><<<RADIUS_1 * 4, sizeof(float) * (CHUNK_2 + 120)>>>(prod39, nullptr, (len38 += 41, prod39[1]));
	return 0x0;
}
