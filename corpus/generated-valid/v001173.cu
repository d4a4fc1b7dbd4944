// cudagen 0.1 seed 1173 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,grid_constant,restrict_params,launch,builtin_vars,grid_stride_loop,host_device_function,main,shared_var,extern_shared,auto_var,struct,if,if_else,if_init,for,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

struct Particle4 {
	int flag5;
	int w6;
	float lo7;
};

static __global__ void tally8(int stride9) {
	extern __shared__ size_t dyn_10[];
	if ((dyn_10[3] / 2825) == 42) {
		return;
	}
	stride9 = dyn_10[1] * dyn_10[7];
	dyn_10[stride9]++;
	if (dyn_10[0x5] || (dyn_10[stride9] != dyn_10[blockDim.y])) {
		return;
	}
	float off11 = 62;
}

static __global__ void shade12_kernel(long* acc13, long long* buf14, __grid_constant__ const Particle4 cfg15) {
	(*acc13) = acc13[threadIdx.x];
	Particle4 t16 = cfg15;
	t16.w6++;
}

template <typename T, int N = 8>
__global__ void fuse17(T a18) {
	extern __shared__ float dyn_19[];
	int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	dyn_19[gridDim.z] *= +(-(N - dyn_19[tid20]));
	float lo21 = 15.0F;
	int idx22 = 24U * tid20;
	if (blockIdx.y == 0x1b) {
		unsigned int diff23((4762lu * ((tid20 >= CAT_3(a, 18)) ? threadIdx.x : 0x23ul)) << 6);
	}
	if (tid20 != dyn_19[tid20]) {
		return;
	}
}

__device__ __host__ void relax24(int count25, const long* coef26) {
	count25 = static_cast<int>(count25 - 32) * (count25 - ((*coef26) >> 15));
	float e27 = (coef26[count25] >= ((*coef26) + sizeof(Particle4))) ? coef26[5] : 4525ul;
	for (int j28 = 6; j28 > 0; --j28) {
		e27 = sizeof(Particle4);
		++count25;
	}
	count25 = count25;
}

static __global__ void shade29_kernel(float alpha30) {
	int i31 = threadIdx.x;
	if (int acc32 = -i31; !(!(alpha30 > acc32))) {
		double prod33 = (alpha30 += i31, 64ull);
		int v34 = i31 / i31;
	} else {
		acc32--;
	}
	int val35 = ((0xa + i31) * alpha30) / static_cast<int>(alpha30);
	(alpha30--, (val35 %= 9));
}

__global__ void split36_kernel(double* __restrict__ buf37, const float* __restrict__ coef38) {
	extern __shared__ unsigned char dyn_39[];
	if (6u <= dyn_39[blockDim.z]) {
		auto stride40 = threadIdx.x;
	}
	Particle4 y41 = {1, 23UL, 19.125f};
}

__global__ void relax42(float* acc43) {
	unsigned int i44 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int lim45 = acc43[i44];
	for (int i46 = (blockIdx.x * blockDim.x) + threadIdx.x; i46 < 0b1000; i46 += blockDim.x * gridDim.x) {
		lim45 ^= CAT_3(i, 44);
	}
	(*acc43) += 0b100l;
	(*acc43) = (int)i44;
	--lim45;
	(*acc43) = 9.375f;
}

__global__ void relax47_kernel(int len48, int lane49, const int* src50) {
	int idx51 = threadIdx.x;
	if (idx51 >= len48) {
		return;
	}
	--len48;
	for (int n52 = 0, j53 = 14; n52 < j53; (++n52, (--j53))) {
		if (size_t val54 = 0x34E; (src50[len48] >= (val54 * j53)) || (CAT_3(j, 53) <= len48)) {
			val54 ^= 43lu;
			len48 = (0x3 << idx51) - 8;
		}
		unsigned e55 = (len48 * 'a') + 49;
		len48 >>= (17 + ((*src50) * CAT_3(idx, 51))) - (((threadIdx.x <= blockIdx.x) ? 27 : 5l) * n52);
	}
}

int main() {
	int count56 = 983;
	--count56;
	if ((count56 += sizeof(unsigned char), count56) > ((count56) + ((int)15))) {
		relax47_kernel<<<(0x2), 64>>>(count56 - (count56 - count56), 0x2A, &count56);
		count56 >>= 0x2;
	} else if (!(((61u != count56) ? count56 : sizeof(unsigned short)) != sizeof(Particle4))) {
	} else {
	}
	tally8<<<256, 256>>>(count56 * count56);
	shade12_kernel<<<256, 0x200>>>(nullptr, (long long*)nullptr, Particle4{'\t', 9LL, 16});
	fuse17<int, 1><<<0x40, 0b10000 * 0x10>>>(count56);
	return 0;
}
