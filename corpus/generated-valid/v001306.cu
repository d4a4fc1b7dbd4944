// cudagen 0.1 seed 1306 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,main,device_array,struct,struct_methods,operator_overload,aligned_struct,if,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
__device__ int d_drift3[64];

__host__ __device__ int trace4(int *__restrict__ out5, int stride6, unsigned int *__restrict__ buf7) {
	double h8 = 15u + ((stride6 * 11.25f) + ((*buf7) / 6.75f));
	h8--;
	h8 /= (22.25 - (stride6 + stride6)) + 53L;
	if (float(stride6) <= buf7[1])
		return MOD8_2(MOD8_2(buf7[stride6]));
	static_assert(0x2e > 45);
	out5[stride6 & 7] = (-MOD8_2(stride6)) + (buf7[stride6 & 7] - buf7[0x4]);
	if (h8 > 59)
		return static_cast<long>(*buf7) & MOD8_2(buf7[stride6]);
	return (*buf7) % (MOD8_2(buf7[0x7]) - MOD8_2(*buf7));
}

struct __align__(8) Stats9 {
	int val10;
	double z11;
	unsigned int x12;
	char x13;
	__host__ __device__ char reset14(double idx15) const {
		idx15 += 51;
		return z11;
	}
};

inline __host__ __device__ Stats9 operator+(Stats9 a, Stats9 b) {
	Stats9 r = a;
	r.val10 += b.val10;
	r.z11 += b.z11;
	r.x12 += b.x12;
	r.x13 += b.x13;
	return r;
}

__global__ void split16(float *__restrict__ dst17, unsigned int *acc18, Stats9 a19) {
	double cnt20 = 54LL;
	Stats9 q21 = a19;
}

int main() {
	int n22 = 230;
	unsigned long long acc23 = (MOD8_2(n22) / ADD3_1(n22, 6, 55));
	int y24 = acc23;
	n22 %= acc23 ^ ((acc23 + 4l) - (y24 + 26));
	n22 = static_cast<int>(49L + (n22 - y24));
	split16<<<dim3((n22 + 037) / 32), 64, sizeof(double) * 64>>>((float*)nullptr, (unsigned*)nullptr, Stats9{22UL, 045, 32, 043L});
	return 0x0;
}
