// cudagen 0.1 seed 553 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,local_array,const_local,struct,operator_overload,if,do_while,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define LOW_BITS_2(x) ((x) & 0xF)

int check_update3(const float *input4, long long *data5, int lane6) {
	double tmp7 = 1.125F;
	int x8 = 0x31;
	if (input4[0] != lane6) {
		goto out10;
	}
	if (tmp7 > 23) {
		tmp7 += lane6;
		const double y9 = ((!((*data5) >= tmp7)) ? ((int)tmp7) : (0x27FU + (*data5))) / 0x40;
	}
	tmp7 = lane6 * x8;
out10:;
	return data5[4];
}

static __global__ void __launch_bounds__(sizeof(float) * 0x40, 4) probe11_kernel(const float *input12, long long beta13, const int *coef14) {
	int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	static_assert(47 == 47);
	beta13++;
	beta13 = -(LOW_BITS_2(coef14[4]) - i15);
	int y16 = (+gridDim.x) - threadIdx.z;
	beta13--;
	beta13--;
}

struct Cell17 {
	long w18;
	int sum19;
	float w20;
	int z21;
};

inline __host__ __device__ Cell17 operator+(Cell17 a, Cell17 b) {
	Cell17 r = a;
	r.w18 += b.w18;
	r.sum19 += b.sum19;
	r.w20 += b.w20;
	r.z21 += b.z21;
	return r;
}

__global__ void shade22_kernel(int n23, char beta24) {
	unsigned int gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid25 >= n23) {
		return;
	}
	n23 = LOW_BITS_2(n23) * ((n23 += 14, beta24) / blockIdx.x);
	int q26 = +(((gid25 != gid25) ? 33 : 46) - 30);
	int pass27 = 0;
	do {
		long idx28[0x8] = {static_cast<long>(beta24 + q26), 38, 57, 1862u, 03716u, 5, 29, static_cast<long>(beta24 + gid25)};
		beta24 ^= sizeof(float);
		++pass27;
	} while (pass27 < 6);
	q26++;
	int tmp29 = gid25;
}

double run_blend30(int lane31, float q32, int stride33) {
	long lim34 = (q32 += 035, stride33);
	if (check_update3(nullptr, nullptr, q32) > 56U) {
		goto out35;
	}
	stride33++;
	q32 *= check_update3(nullptr, nullptr, stride33);
	--stride33;
out35:;
	return q32;
}

int main(void) {
	int count36 = 1878;
	probe11_kernel<<<dim3((count36 + 255) / 0x100), dim3(32), 4096>>>((const float*)nullptr, count36, nullptr);
	const unsigned int k37 = run_blend30(count36, run_blend30(-count36, 7 - count36, count36), count36);
	shade22_kernel<<<(k37 + 255) / 0400, 64>>>(LOW_BITS_2(count36), 026 * k37);
	return 0;
}
